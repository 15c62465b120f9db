import { useId, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from 'shared-contracts';
import { Button, formatDateTime } from 'ui-kit';
import { ActionRow, BackLink, DetailColumn, DetailHead, DetailLayout, DetailSide, DetailSub, Hint } from '../../frame/detail-parts';
import { GoneState } from '../../frame/page-parts';
import { AuditSection, GuestSection, HistorySections, MoneySection, PolicySection, RoomsSection, StaySection } from './booking-sections';
import { BookingStatusBadge } from './booking-status-badge';
import { useAdminBookingQuery } from './bookings.api';
import { bookingsMessages as t } from './bookings.messages';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { ErrorState, LoadingState } from 'ui-kit/back-office';

const Manage = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
`;

/**
 * /admin/bookings/:id (id = booking number; docs/back-office.md §2): the member's booking detail plus the guest, the
 * hotel's state, the payment, the rooms of each night and the audit trail, with 예약 취소 (전액 환불) while the
 * booking can still be cancelled.
 */
export function BookingDetailPage() {
  const { id = '' } = useParams();
  const hintId = useId();
  const state = useLocation().state as { listSearch?: string } | null;
  const { data, error, isLoading, isFetching, refetch } = useAdminBookingQuery(id, { refetchOnMountOrArgChange: true });
  const [cancelling, setCancelling] = useState(false);
  const back = `/admin/bookings${state?.listSearch ? `?${state.listSearch}` : ''}`;

  const body = () => {
    if (isLoading) return <LoadingState label={t.detailLoading} rows={6} />;
    if (isApiError(error) && error.status === 404) return <GoneState title={t.notFound} to={back} label={t.backToList} />;
    if (!data) return <ErrorState title={t.detailFailed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
    return (
      <>
        <DetailHead>
          <h1>{t.heading(data.bookingNo)}</h1>
          <BookingStatusBadge status={data.status} />
        </DetailHead>
        <DetailSub>
          {data.hotelName} · <time dateTime={data.createdAt}>{t.bookedAt(formatDateTime(data.createdAt))}</time>
        </DetailSub>
        <Manage>
          <ActionRow>
            <Button
              variant="danger"
              disabled={!data.cancellable}
              aria-describedby={data.cancellable ? undefined : hintId}
              onClick={() => setCancelling(true)}
            >
              {t.cancelButton}
            </Button>
            <Button as={Link} variant="secondary" to={`/admin/bookings?hotelId=${data.hotelId}`}>
              {t.hotelBookings}
            </Button>
          </ActionRow>
          {data.cancellable ? null : <Hint id={hintId}>{t.notCancellable}</Hint>}
        </Manage>
        <DetailLayout>
          <DetailSide>
            <GuestSection booking={data} />
            <HistorySections booking={data} />
            <AuditSection booking={data} />
          </DetailSide>
          <DetailColumn>
            <StaySection booking={data} />
            <MoneySection booking={data} />
            <RoomsSection booking={data} />
            <PolicySection booking={data} />
          </DetailColumn>
        </DetailLayout>
        {cancelling ? (
          <CancelBookingDialog bookingNo={data.bookingNo} hotelId={data.hotelId} hotelName={data.hotelName} onClose={() => setCancelling(false)} />
        ) : null}
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
