import { useState } from 'react';
import type { RoomBoardRow } from 'shared-contracts/schemas/owner';
import { Button } from 'ui-kit';
import { RowActions } from 'ui-kit/back-office';
import { seoulToday } from '../../frame/owner-dates';
import { RoomMoveDialog } from './room-move-dialog';
import { roomMovesMessages as t } from './room-moves.messages';
import { movableStay } from './stay-window';
import { UnassignDialog } from './unassign-dialog';

/** The 관리 cell of a room with a guest that night: 객실 이동 and 배정 취소, each in its dialog; nothing once the stay is over. */
export function GuestActions({ hotelId, room }: { hotelId: number; room: RoomBoardRow }) {
  const [open, setOpen] = useState<'move' | 'unassign' | null>(null);
  const guest = room.guest;
  if (!guest) return null;
  const stay = movableStay(guest, seoulToday());
  if (!stay) return <span>{t.stayOver}</span>;
  return (
    <>
      <RowActions>
        <Button size="sm" variant="secondary" aria-label={t.moveLabel(room.roomNo, guest.leadName)} onClick={() => setOpen('move')}>
          {t.move}
        </Button>
        <Button size="sm" variant="ghost" aria-label={t.unassignLabel(room.roomNo, guest.leadName)} onClick={() => setOpen('unassign')}>
          {t.unassign}
        </Button>
      </RowActions>
      {open === 'move' ? <RoomMoveDialog hotelId={hotelId} room={room} stay={stay} onClose={() => setOpen(null)} /> : null}
      {open === 'unassign' ? <UnassignDialog hotelId={hotelId} room={room} stay={stay} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
