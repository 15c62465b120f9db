import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from 'shared-contracts';
import { Button, EmptyState, PageFrame, Skeleton } from 'ui-kit';
import { EnsureToasts } from '../hotel-detail/page-toasts';
import { ActiveReservation } from './active-reservation';
import { useReservationHoldGetQuery } from './reservation.api';
import { reservationMessages } from './reservation.messages';
import { holdCodeFrom, hotelIdFromQuery, stayFromQuery, type QueryPrefill } from './reservation-query';
import { HoldLapsed, ReservationEndState } from './reservation-states';
import { PageTitle } from './reservation.styles';
import { StaySummary } from './stay-summary';
import { hotelPathFor, loginPathFor } from './stay-format';

/** /reservation?holdCode=… — the guest's held room: summary, countdown, guest, coupon, cancel and pay. */
export function ReservationPage() {
  return (
    <EnsureToasts>
      <PageFrame>
        <ReservationContent />
      </PageFrame>
    </EnsureToasts>
  );
}

function ReservationContent() {
  const t = reservationMessages.page;
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const holdCode = holdCodeFrom(searchParams);
  const prefill = stayFromQuery(searchParams);
  const queryHotelId = hotelIdFromQuery(searchParams);
  const hold = useReservationHoldGetQuery(holdCode ?? '', { skip: holdCode === null });
  const [lapsed, setLapsed] = useState(false);
  const status = isApiError(hold.error) ? hold.error.status : null;

  useEffect(() => {
    // The session could not be renewed: sign in again and come back to this hold.
    if (status === 401) navigate(loginPathFor(`${location.pathname}${location.search}`), { replace: true });
  }, [status, navigate, location.pathname, location.search]);

  const fallbackHotelPath = prefill ? hotelPathFor(prefill) : queryHotelId ? `/hotels/${queryHotelId}` : null;

  if (holdCode === null) {
    return <ReservationEndState title={t.noHoldTitle} description={t.noHoldDescription} hotelPath={fallbackHotelPath} />;
  }
  const data = hold.data;
  if (!data) {
    if (status === 404) return <ReservationEndState title={t.notFoundTitle} description={t.notFoundDescription} hotelPath={fallbackHotelPath} />;
    if (status === 410) return <HoldLapsed hotelPath={fallbackHotelPath ?? '/search'} />;
    if (hold.isError && status !== 401) {
      return (
        <div role="alert">
          <EmptyState
            headingLevel={1}
            title={t.failureTitle}
            description={t.failureDescription}
            action={
              <Button onClick={() => void hold.refetch()} loading={hold.isFetching}>
                {t.retry}
              </Button>
            }
          />
        </div>
      );
    }
    return <ReservationLoading prefill={prefill} />;
  }

  const hotelPath = hotelPathFor(data);
  if (lapsed || data.status === 'EXPIRED') return <HoldLapsed hotelPath={hotelPath} />;
  if (data.status === 'RELEASED') return <ReservationEndState title={t.releasedTitle} description={t.releasedDescription} hotelPath={hotelPath} />;
  if (data.status === 'CONVERTED') {
    return <ReservationEndState title={t.convertedTitle} description={t.convertedDescription} hotelPath={hotelPath} showHistory />;
  }
  return <ActiveReservation hold={data} hotelPath={hotelPath} onLapsed={() => setLapsed(true)} onStale={() => void hold.refetch()} />;
}

function ReservationLoading({ prefill }: { prefill: QueryPrefill | null }) {
  const t = reservationMessages.page;
  return (
    <Loading role="group" aria-busy="true" aria-label={t.loading}>
      <PageTitle>{t.title}</PageTitle>
      {prefill ? <StaySummary stay={{ ...prefill, hotelAddress: '' }} /> : <Skeleton height={180} radius={12} />}
      <Skeleton height={160} radius={12} />
      <Skeleton height={120} radius={12} />
    </Loading>
  );
}

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
`;
