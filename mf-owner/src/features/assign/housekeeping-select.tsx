import type { HousekeepingStatus, RoomBoardRow, RoomHasGuestsError } from 'shared-contracts/schemas/owner';
import { extractErrorCode, getErrorMessage, isApiError } from 'shared-contracts';
import { useToast } from 'ui-kit';
import { Select } from 'ui-kit/forms';
import { HOUSEKEEPING_STATUSES } from '../owner.constants';
import { useOwnerSetHousekeepingMutation } from '../rooms/rooms.api';
import { roomsMessages as t } from '../rooms/rooms.messages';

/** The nights a refused out-of-order change names (the server lists the first five), or null for another refusal. */
function nightsWithGuests(error: unknown): string[] | null {
  const shaped = error as { body?: unknown; data?: unknown } | null;
  const body = (isApiError(error) ? error.body : shaped?.data) as Partial<RoomHasGuestsError> | undefined;
  return extractErrorCode(body) === 'ROOM_HAS_GUESTS' && Array.isArray(body?.nights) ? body.nights : null;
}

interface Props {
  hotelId: number;
  room: RoomBoardRow;
  /** Out of order refused because guests are assigned on these nights: the board offers to go to them. */
  onGuestsInTheWay: (room: RoomBoardRow, nights: string[]) => void;
}

/** The room's housekeeping status, changed in place. */
export function HousekeepingSelect({ hotelId, room, onGuestsInTheWay }: Props) {
  const toast = useToast();
  const [save, { isLoading }] = useOwnerSetHousekeepingMutation();
  const change = async (status: HousekeepingStatus) => {
    try {
      await save({ hotelId, roomId: room.roomId, status }).unwrap();
      toast.success(t.housekeepingSaved(room.roomNo, t.housekeeping[status]));
    } catch (error) {
      const nights = nightsWithGuests(error);
      if (nights?.length) onGuestsInTheWay(room, nights);
      toast.error(t.housekeepingFailed(getErrorMessage(error)));
    }
  };
  return (
    <Select
      aria-label={t.housekeepingLabel(room.roomNo)}
      value={room.housekeeping}
      disabled={isLoading}
      onChange={(event) => void change(event.target.value as HousekeepingStatus)}
    >
      {HOUSEKEEPING_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t.housekeeping[status]}
        </option>
      ))}
    </Select>
  );
}
