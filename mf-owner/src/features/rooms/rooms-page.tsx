import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { HousekeepingStatus, RoomBoardRow } from 'shared-contracts/schemas/owner';
import { EmptyState, useToast } from 'ui-kit';
import { Card, ErrorState, LoadingState, PageHeader, Select, Table, TextInput, Toolbar } from 'ui-kit/back-office';
import { isIsoDate, seoulToday } from '../../frame/owner-dates';
import { useOwnerHotel } from '../../frame/owner-frame';
import { HOUSEKEEPING_STATUSES, ROOM_TYPE_ABBREVIATIONS } from '../owner.constants';
import { useOwnerRoomBoardQuery, useOwnerSetHousekeepingMutation } from './rooms.api';
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

const Board = styled(Table)`
  tr[data-highlighted='true'] td {
    background: ${({ theme }) => theme.colors.brandSubtle};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  tr[data-highlighted='true'] td:first-child {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.brand};
  }
  select {
    min-height: 40px;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

function HousekeepingSelect({ hotelId, room }: { hotelId: number; room: RoomBoardRow }) {
  const toast = useToast();
  const [save, { isLoading }] = useOwnerSetHousekeepingMutation();
  const change = async (status: HousekeepingStatus) => {
    try {
      await save({ hotelId, roomId: room.roomId, status }).unwrap();
      toast.success(t.housekeepingSaved(room.roomNo, t.housekeeping[status]));
    } catch (error) {
      toast.error(t.housekeepingFailed(getErrorMessage(error)));
    }
  };
  return (
    <Select aria-label={t.housekeepingLabel(room.roomNo)} value={room.housekeeping} disabled={isLoading} onChange={(event) => void change(event.target.value as HousekeepingStatus)}>
      {HOUSEKEEPING_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t.housekeeping[status]}
        </option>
      ))}
    </Select>
  );
}

/**
 * /owner/hotels/:hotelId/rooms: every physical room for a date (number, floor, type, housekeeping, that night's
 * guest); the room named by ?roomNo (from the assign page) is highlighted and scrolled into view; housekeeping
 * status changes in place.
 */
export function RoomsPage() {
  const hotel = useOwnerHotel();
  const [params, setParams] = useSearchParams();
  const date = isIsoDate(params.get('date')) ? params.get('date')! : seoulToday();
  const roomNo = params.get('roomNo');
  const board = useOwnerRoomBoardQuery({ hotelId: hotel.id, date });
  const highlightRef = useRef<HTMLTableRowElement>(null);
  const loaded = Boolean(board.data);

  useEffect(() => {
    if (loaded) highlightRef.current?.scrollIntoView({ block: 'center' });
  }, [loaded, roomNo]);

  const body = () => {
    if (board.isLoading) return <LoadingState label={t.boardLoading} rows={6} />;
    if (board.isError || !board.data) return <ErrorState title={t.boardFailed} detail={getErrorMessage(board.error, '')} onRetry={() => void board.refetch()} retrying={board.isFetching} />;
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
        <Scroll>
          <Board aria-busy={board.isFetching || undefined}>
            <caption>{t.boardCaption(date)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.roomNo}</th>
                <th scope="col">{t.columns.floor}</th>
                <th scope="col">{t.columns.type}</th>
                <th scope="col">{t.columns.housekeeping}</th>
                <th scope="col">{t.columns.guest}</th>
              </tr>
            </thead>
            <tbody>
              {board.data.map((room) => {
                const highlighted = room.roomNo === roomNo;
                return (
                  <tr key={room.roomId} ref={highlighted ? highlightRef : undefined} data-highlighted={highlighted || undefined} aria-current={highlighted ? 'true' : undefined}>
                    <th scope="row">
                      {room.roomNo}
                      {highlighted ? <Muted>{t.highlighted}</Muted> : null}
                    </th>
                    <td>{t.floor(room.floor)}</td>
                    <td>
                      {room.roomTypeName}
                      <Muted>
                        {ROOM_TYPE_ABBREVIATIONS[room.typeCode]} · {t.capacity(room.capacity)}
                      </Muted>
                    </td>
                    <td>
                      <HousekeepingSelect hotelId={hotel.id} room={room} />
                    </td>
                    <td>
                      {room.guest ? (
                        <>
                          {room.guest.leadName}
                          <Muted>
                            {room.guest.bookingId} · {t.stay(room.guest.checkIn, room.guest.checkOut)}
                          </Muted>
                        </>
                      ) : (
                        <Muted>{t.vacant}</Muted>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Board>
        </Scroll>
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
