import { useState } from 'react';
import { getErrorMessage } from 'shared-contracts';
import type { RoomBoardRow } from 'shared-contracts/schemas/owner';
import { Dialog, useToast } from 'ui-kit';
import { FormAlert } from 'ui-kit/forms';
import { useOwnerUnassignRoomMutation } from './room-moves.api';
import { roomMovesMessages as t } from './room-moves.messages';
import type { MovableStay } from './stay-window';

interface Props {
  hotelId: number;
  room: RoomBoardRow;
  stay: MovableStay;
  onClose: () => void;
}

/** 배정 취소, confirmed first: the stay keeps its booking and shows as unassigned on its arrival day again. */
export function UnassignDialog({ hotelId, room, stay, onClose }: Props) {
  const toast = useToast();
  const guest = room.guest!;
  const [failure, setFailure] = useState<string | null>(null);
  const [unassign, { isLoading }] = useOwnerUnassignRoomMutation();

  const confirm = async () => {
    setFailure(null);
    try {
      const result = await unassign({ hotelId, bookingItemId: guest.bookingItemId }).unwrap();
      toast.success(t.unassigned(result.roomNo, result.releasedNights));
      onClose();
    } catch (error) {
      setFailure(t.unassignFailed(getErrorMessage(error)));
    }
  };

  return (
    <Dialog
      open
      tone="danger"
      title={t.unassignTitle(room.roomNo)}
      confirmLabel={t.confirmUnassign}
      cancelLabel={t.keep}
      confirmLoading={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {t.unassignBody(guest.leadName, guest.bookingId, stay.from, guest.checkOut)}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </Dialog>
  );
}
