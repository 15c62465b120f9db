import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MyBooking } from 'shared-contracts';
import { Button, EmptyState, Pagination, Skeleton } from 'ui-kit';
import { TabHeading } from '../frame/tab-heading';
import { bookingMessages as t } from './booking.messages';
import { BookingList } from './booking-list';
import { useMypageBookingsQuery } from './bookings.api';
import { CancelDialog } from './cancel-dialog';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * /mypage/history (every booking, newest first, 10 a page) and /mypage/bookings (the stays to come, soonest first,
 * each with its cancel action).
 */
export function BookingsPage({ upcoming }: { upcoming: boolean }) {
  const [page, setPage] = useState(0);
  const [cancelling, setCancelling] = useState<MyBooking | null>(null);
  const { data, isLoading, isError, isFetching, refetch } = useMypageBookingsQuery({ page, upcoming }, { refetchOnMountOrArgChange: true });
  const titleId = upcoming ? 'mypage-upcoming-title' : 'mypage-history-title';

  const body = () => {
    if (isLoading) {
      return (
        <div role="status" aria-busy="true">
          <Skeleton height={132} />
          <Skeleton height={132} />
        </div>
      );
    }
    if (isError || !data) {
      return (
        <EmptyState
          title={t.loadFailed}
          action={
            <Button variant="secondary" onClick={() => void refetch()} loading={isFetching}>
              {t.retry}
            </Button>
          }
        />
      );
    }
    if (data.totalElements === 0) {
      return (
        <EmptyState
          title={upcoming ? t.emptyUpcoming : t.empty}
          description={t.emptyHint}
          action={
            <Button as={Link} to="/search">
              {t.findHotels}
            </Button>
          }
        />
      );
    }
    return (
      <>
        <BookingList bookings={data.content} {...(upcoming ? { onCancel: setCancelling } : {})} />
        <Pagination page={page} totalPages={data.totalPages} onChange={setPage} label="예약 페이지" />
      </>
    );
  };

  return (
    <section aria-labelledby={titleId}>
      <TabHeading id={titleId}>{upcoming ? t.upcomingTitle : t.historyTitle}</TabHeading>
      <Bar>
        <p>{data ? t.total(data.totalElements) : '\u00a0'}</p>
        <Button as={Link} to={upcoming ? '/mypage/history' : '/mypage/bookings'} variant="ghost" size="sm">
          {upcoming ? t.historyLink : t.upcomingLink}
        </Button>
      </Bar>
      {body()}
      {cancelling ? <CancelDialog bookingNo={cancelling.bookingNo} hotelName={cancelling.hotelName} onClose={() => setCancelling(null)} /> : null}
    </section>
  );
}
