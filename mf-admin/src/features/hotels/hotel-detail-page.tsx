import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from 'shared-contracts';
import type { AdminHotelDetail } from 'shared-contracts/schemas/admin';
import { Button, formatDate, formatDateTime } from 'ui-kit';
import {
  ActionRow,
  BackLink,
  Cover,
  DetailColumn,
  DetailHead,
  DetailLayout,
  DetailSection,
  DetailSide,
  DetailSub,
  Facts,
  Hint,
  Lines,
  Quiet,
} from '../../frame/detail-parts';
import { AdminNotFound, GoneState } from '../../frame/page-parts';
import { AuditTrail } from '../audit-trail/audit-trail';
import { HotelStatusBadge } from './hotel-status-badge';
import { useAdminHotelQuery } from './hotels.api';
import { hotelsMessages as t } from './hotels.messages';
import { SuspensionDialog } from './suspension-dialog';
import { ErrorState, LoadingState } from 'ui-kit/back-office';

const Manage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
`;

const Notice = styled.div`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function Figures({ hotel }: { hotel: AdminHotelDetail }) {
  const f = t.figures;
  return (
    <DetailSection id="hotel-figures" title={t.sections.figures}>
      <Facts>
        <dt>{f.upcoming}</dt>
        <dd>
          <Link to={`/admin/bookings?hotelId=${hotel.id}`}>{f.upcomingValue(hotel.upcomingBookings)}</Link>
        </dd>
        <dt>{f.sellable}</dt>
        <dd>{f.sellableValue(hotel.sellableNights30)}</dd>
        <dt>{f.reports}</dt>
        <dd>
          <Link to={`/admin/reviews?hotelId=${hotel.id}`}>{f.reportsValue(hotel.pendingReports)}</Link>
        </dd>
        <dt>{f.rooms}</dt>
        <dd>{t.rooms(hotel.roomTypeCount, hotel.roomCount)}</dd>
        <dt>{f.rating}</dt>
        <dd>{t.rating(hotel.rating, hotel.reviewCount)}</dd>
      </Facts>
      {hotel.sellableNights30 === 0 ? <Hint>{f.noInventory}</Hint> : null}
    </DetailSection>
  );
}

function Info({ hotel }: { hotel: AdminHotelDetail }) {
  const f = t.fields;
  return (
    <DetailSection id="hotel-info" title={t.sections.info}>
      <Facts>
        <dt>{f.address}</dt>
        <dd>
          {hotel.postcode ? `(${hotel.postcode}) ` : ''}
          {[hotel.address1, hotel.address2].filter(Boolean).join(' ')}
        </dd>
        <dt>{f.phone}</dt>
        <dd>{hotel.phone ?? t.none}</dd>
        <dt>{f.businessNo}</dt>
        <dd>{hotel.businessNo ?? t.none}</dd>
        <dt>{f.createdAt}</dt>
        <dd>{formatDate(hotel.createdAt)}</dd>
        <dt>{f.cover}</dt>
        <dd>
          {hotel.coverImageUrl ? <Cover src={hotel.coverImageUrl} alt={t.coverAlt(hotel.name)} width={320} height={240} loading="lazy" /> : t.none}
        </dd>
        <dt>{f.description}</dt>
        <dd>{hotel.description || t.none}</dd>
      </Facts>
    </DetailSection>
  );
}

/**
 * /admin/hotels/:id (docs/back-office.md §3): the hotel's data and owners, what it has coming (bookings, 30 days of
 * sellable nights, reports waiting) each leading to its page, the latest audit entries, and 객실 관리, 예약 보기,
 * 정지 / 정지 해제.
 */
export function HotelDetailPage() {
  const { id } = useParams();
  const hotelId = Number(id);
  const valid = Number.isInteger(hotelId) && hotelId > 0;
  const state = useLocation().state as { listSearch?: string } | null;
  const { data, error, isLoading, isFetching, refetch } = useAdminHotelQuery(hotelId, { skip: !valid, refetchOnMountOrArgChange: true });
  const [dialog, setDialog] = useState<'suspend' | 'resume' | null>(null);
  if (!valid) return <AdminNotFound />;
  const back = `/admin/hotels${state?.listSearch ? `?${state.listSearch}` : ''}`;

  const body = () => {
    if (isLoading) return <LoadingState label={t.detailLoading} rows={6} />;
    if (isApiError(error) && error.status === 404) return <GoneState title={t.notFound} to={back} label={t.backToList} />;
    if (!data) return <ErrorState title={t.detailFailed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
    const suspended = data.status === 'SUSPENDED';
    return (
      <>
        <DetailHead>
          <h1>{data.name}</h1>
          <HotelStatusBadge status={data.status} reason={data.suspendReason} />
        </DetailHead>
        <DetailSub>{t.sub(data.id, data.region, data.gradeLevel)}</DetailSub>
        <Manage>
          {suspended ? (
            <Notice>
              <p>{t.suspendedNotice(formatDateTime(data.suspendedAt))}</p>
              {data.suspendReason ? <p>{t.suspendedBecause(data.suspendReason)}</p> : null}
            </Notice>
          ) : null}
          <ActionRow>
            <Button as={Link} variant="secondary" to={`/admin/rooms?hotelId=${data.id}`}>
              {t.actions.rooms}
            </Button>
            <Button as={Link} variant="secondary" to={`/admin/bookings?hotelId=${data.id}`}>
              {t.actions.bookings}
            </Button>
            {suspended ? (
              <Button onClick={() => setDialog('resume')}>{t.actions.resume}</Button>
            ) : data.status === 'ACTIVE' ? (
              <Button variant="danger" onClick={() => setDialog('suspend')}>
                {t.actions.suspend}
              </Button>
            ) : null}
          </ActionRow>
        </Manage>
        <DetailLayout>
          <DetailSide>
            <Figures hotel={data} />
            <DetailSection id="hotel-owners" title={t.sections.owners}>
              {data.owners.length ? (
                <Lines>
                  {data.owners.map((owner) => (
                    <li key={owner.id}>
                      <Link to={`/admin/users/${owner.id}`}>
                        {owner.name} ({owner.loginId})
                      </Link>
                    </li>
                  ))}
                </Lines>
              ) : (
                <Quiet>{t.noOwners}</Quiet>
              )}
            </DetailSection>
          </DetailSide>
          <DetailColumn>
            <Info hotel={data} />
            <DetailSection id="hotel-audit-trail" title={t.sections.audit}>
              <AuditTrail entries={data.audit} />
            </DetailSection>
          </DetailColumn>
        </DetailLayout>
        {dialog ? <SuspensionDialog key={dialog} hotelId={data.id} hotelName={data.name} mode={dialog} onClose={() => setDialog(null)} /> : null}
      </>
    );
  };

  return (
    <>
      <BackLink to={back}>← {t.backToList}</BackLink>
      {body()}
    </>
  );
}
