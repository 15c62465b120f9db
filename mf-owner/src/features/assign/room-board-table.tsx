import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { RoomBoardRow } from 'shared-contracts/schemas/owner';
import { Button } from 'ui-kit';
import { Badge, SortableTable, type SortableColumn } from 'ui-kit/back-office';
import { FormAlert } from 'ui-kit/forms';
import { ROOM_TYPE_ABBREVIATIONS } from '../owner.constants';
import { roomsMessages } from '../rooms/rooms.messages';
import { GuestActions } from './guest-actions';
import { HousekeepingSelect } from './housekeeping-select';
import { roomMovesMessages as t } from './room-moves.messages';

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Nights = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const Board = styled.div`
  select {
    min-height: 40px;
    max-width: 100%;
  }
  /* A vacant room's card has no 관리 line (nothing to manage). */
  @media (max-width: 575.98px) {
    td:empty {
      display: none !important;
    }
  }
`;

interface Props {
  hotelId: number;
  date: string;
  rooms: readonly RoomBoardRow[];
  /** The room the address names (?roomNo, from the assign page): marked and scrolled into view. */
  highlightRoomNo: string | null;
  busy: boolean;
}

/**
 * The room board's rows (issue 24 items 1 and 7): number, floor, type, housekeeping, that night's guest and 관리
 * (객실 이동, 배정 취소). On a phone every room is a card, so no column is cut off. When a room cannot go out of
 * order because guests are assigned to it, the board names those nights and opens them, where the guest can be moved.
 */
export function RoomBoardTable({ hotelId, date, rooms, highlightRoomNo, busy }: Props) {
  const [, setParams] = useSearchParams();
  const highlightRef = useRef<HTMLSpanElement>(null);
  const [blocked, setBlocked] = useState<{ roomNo: string; nights: string[] } | null>(null);

  useEffect(() => {
    highlightRef.current?.scrollIntoView({ block: 'center' });
  }, [highlightRoomNo]);

  const openNight = (night: string) => {
    setBlocked(null);
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('date', night);
      if (blocked) updated.set('roomNo', blocked.roomNo);
      return updated;
    });
  };

  const columns: SortableColumn<RoomBoardRow>[] = [
    {
      id: 'room',
      header: t.columns.room,
      className: 'nowrap',
      cell: (room) =>
        room.roomNo === highlightRoomNo ? (
          <span ref={highlightRef} aria-current="true">
            <strong>{room.roomNo}</strong> <Badge $tone="brand">{roomsMessages.highlighted}</Badge>
          </span>
        ) : (
          room.roomNo
        ),
    },
    { id: 'floor', header: t.columns.floor, className: 'nowrap secondary', cell: (room) => roomsMessages.floor(room.floor) },
    {
      id: 'type',
      header: t.columns.type,
      cell: (room) => (
        <span>
          {room.roomTypeName}
          <Muted>
            {ROOM_TYPE_ABBREVIATIONS[room.typeCode]} · {roomsMessages.capacity(room.capacity)}
          </Muted>
        </span>
      ),
    },
    {
      id: 'housekeeping',
      header: t.columns.housekeeping,
      cell: (room) => <HousekeepingSelect hotelId={hotelId} room={room} onGuestsInTheWay={(r, nights) => setBlocked({ roomNo: r.roomNo, nights })} />,
    },
    {
      id: 'guest',
      header: t.columns.guest,
      cell: (room) =>
        room.guest ? (
          <span>
            {room.guest.leadName}
            <Muted>
              {t.guestLine(room.guest.bookingId, room.guest.guests)} · {roomsMessages.stay(room.guest.checkIn, room.guest.checkOut)}
            </Muted>
          </span>
        ) : (
          <Muted>{roomsMessages.vacant}</Muted>
        ),
    },
    { id: 'manage', header: t.columns.manage, className: 'actions', cell: (room) => <GuestActions hotelId={hotelId} room={room} /> },
  ];

  return (
    <Board>
      {blocked ? (
        <FormAlert>
          {t.moveFirst(blocked.roomNo)}
          <Nights aria-label={t.nightsOf(blocked.roomNo)}>
            {blocked.nights.map((night) => (
              <li key={night}>
                <Button size="sm" variant="secondary" onClick={() => openNight(night)}>
                  {t.openNight(night)}
                </Button>
              </li>
            ))}
          </Nights>
        </FormAlert>
      ) : null}
      <SortableTable
        caption={roomsMessages.boardCaption(date)}
        columns={columns}
        rows={rooms}
        rowKey={(room) => String(room.roomId)}
        sort={null}
        onSortChange={() => undefined}
        emptyText={roomsMessages.boardEmpty}
        busy={busy}
      />
    </Board>
  );
}
