import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { HousekeepingStatus } from 'shared-contracts/schemas/owner';
import { EmptyState } from 'ui-kit';
import { Card, ErrorState, LoadingState, PageHeader, Toolbar } from 'ui-kit/back-office';
import { TextInput } from 'ui-kit/forms';
import { isIsoDate, seoulToday } from '../../frame/owner-dates';
import { useOwnerHotel } from '../../frame/owner-frame';
import { RoomBoardTable } from '../assign/room-board-table';
import { HOUSEKEEPING_STATUSES } from '../owner.constants';
import { useOwnerRoomBoardQuery } from './rooms.api';
import { roomsMessages as t } from './rooms.messages';

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/**
 * /owner/hotels/:hotelId/rooms: every physical room for a date (number, floor, type, housekeeping, that night's
 * guest, 객실 이동 and 배정 취소: the board itself is ../assign/room-board-table); the room named by ?roomNo (from the
 * assign page) is highlighted and scrolled into view; housekeeping status changes in place.
 */
export function RoomsPage() {
  const hotel = useOwnerHotel();
  const [params, setParams] = useSearchParams();
  const date = isIsoDate(params.get('date')) ? params.get('date')! : seoulToday();
  const roomNo = params.get('roomNo');
  const board = useOwnerRoomBoardQuery({ hotelId: hotel.id, date });
  const loaded = Boolean(board.data);

  const body = () => {
    if (board.isLoading) return <LoadingState label={t.boardLoading} rows={6} />;
    if (board.isError || !board.data)
      return (
        <ErrorState
          title={t.boardFailed}
          detail={getErrorMessage(board.error, '')}
          onRetry={() => void board.refetch()}
          retrying={board.isFetching}
        />
      );
    if (board.data.length === 0) return <EmptyState title={t.boardEmpty} />;
    const count = (status: HousekeepingStatus) => board.data!.filter((room) => room.housekeeping === status).length;
    return (
      <>
        <Counts aria-label={t.counts}>
          {HOUSEKEEPING_STATUSES.map((status) => (
            <li key={status}>
              {t.housekeeping[status]} {count(status)}
            </li>
          ))}
          <li>
            {t.occupied} {board.data.filter((room) => room.guest).length}
          </li>
        </Counts>
        <RoomBoardTable hotelId={hotel.id} date={date} rooms={board.data} highlightRoomNo={loaded ? roomNo : null} busy={board.isFetching} />
      </>
    );
  };

  return (
    <>
      <PageHeader title={t.boardTitle} description={t.boardDescription} />
      <Card aria-label={t.boardTitle}>
        <Toolbar>
          <label>
            {t.date}
            <TextInput
              type="date"
              value={date}
              onChange={(event) => {
                const next = event.target.value;
                if (!isIsoDate(next)) return;
                setParams((current) => {
                  const updated = new URLSearchParams(current);
                  updated.set('date', next);
                  return updated;
                });
              }}
            />
          </label>
        </Toolbar>
        {body()}
      </Card>
    </>
  );
}
