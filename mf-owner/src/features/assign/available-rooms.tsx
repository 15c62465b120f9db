import { useState } from 'react';
import { getErrorMessage } from 'shared-contracts';
import type { ArrivalItem, AvailableRoom } from 'shared-contracts/schemas/owner';
import { Button, useToast } from 'ui-kit';
import { ErrorState, LoadingState, SortableTable, type SortableColumn } from 'ui-kit/back-office';
import { FormAlert } from 'ui-kit/forms';
import { ROOM_TYPE_ABBREVIATIONS } from '../owner.constants';
import { useOwnerAssignRoomMutation, useOwnerAvailableRoomsQuery } from '../rooms/rooms.api';
import { roomsMessages as t } from '../rooms/rooms.messages';
import { Muted } from './assign.styles';

/** The rooms free for the chosen arrival's whole stay, best first, each with 배정; on a phone every room is a card. */
export function AvailableRooms({ hotelId, arrival, upgrade }: { hotelId: number; arrival: ArrivalItem; upgrade: boolean }) {
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const rooms = useOwnerAvailableRoomsQuery({
    hotelId,
    from: arrival.checkIn,
    to: arrival.checkOut,
    minCapacity: arrival.guests,
    typeCode: arrival.typeCode,
    upgrade,
  });
  const [assign, { isLoading, originalArgs }] = useOwnerAssignRoomMutation();

  const pick = async (roomId: number) => {
    setFailure(null);
    try {
      const result = await assign({ hotelId, bookingItemId: arrival.bookingItemId, roomId }).unwrap();
      toast.success(`${t.assigned(result.assignedNights)} (${result.roomNo}호 · ${arrival.bookingId})`);
    } catch (error) {
      setFailure(t.assignFailed(getErrorMessage(error)));
    }
  };

  const columns: SortableColumn<AvailableRoom>[] = [
    { id: 'roomNo', header: t.columns.roomNo, className: 'nowrap', cell: (room) => room.roomNo },
    { id: 'type', header: t.columns.type, cell: (room) => ROOM_TYPE_ABBREVIATIONS[room.typeCode] },
    { id: 'capacity', header: t.columns.capacity, cell: (room) => t.capacity(room.capacity) },
    { id: 'housekeeping', header: t.columns.housekeeping, cell: (room) => t.housekeeping[room.housekeeping] },
    { id: 'floor', header: t.columns.floor, className: 'secondary', cell: (room) => t.floor(room.floor) },
    {
      id: 'manage',
      header: t.columns.manage,
      className: 'actions',
      cell: (room) => (
        <Button
          size="sm"
          aria-label={t.assignLabel(room.roomNo, arrival.bookingId)}
          loading={isLoading && originalArgs?.roomId === room.roomId}
          disabled={isLoading}
          onClick={() => void pick(room.roomId)}
        >
          {t.assign}
        </Button>
      ),
    },
  ];

  if (rooms.isLoading) return <LoadingState label={t.roomsLoading} />;
  if (rooms.isError || !rooms.data)
    return (
      <ErrorState title={t.roomsFailed} detail={getErrorMessage(rooms.error, '')} onRetry={() => void rooms.refetch()} retrying={rooms.isFetching} />
    );
  return (
    <>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {rooms.data.length === 0 ? (
        <Muted>{t.noRooms}</Muted>
      ) : (
        <SortableTable
          caption={t.available}
          columns={columns}
          rows={rooms.data}
          rowKey={(room) => String(room.roomId)}
          sort={null}
          onSortChange={() => undefined}
          emptyText={t.noRooms}
          busy={rooms.isFetching}
        />
      )}
    </>
  );
}
