import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { RoomBoardRow } from 'shared-contracts/schemas/owner';
import { Button, Modal, useToast } from 'ui-kit';
import { Badge, ErrorState, LoadingState } from 'ui-kit/back-office';
import { FieldError, Form, FormAlert } from 'ui-kit/forms';
import { ROOM_TYPE_ABBREVIATIONS } from '../owner.constants';
import { useOwnerAssignRoomMutation, useOwnerAvailableRoomsQuery } from '../rooms/rooms.api';
import { roomsMessages } from '../rooms/rooms.messages';
import { roomMoveSchema, type RoomMoveValues } from './room-move-form.schema';
import { roomMovesMessages as t } from './room-moves.messages';
import { nightsBetween, type MovableStay } from './stay-window';

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
    max-height: min(45vh, 360px);
    margin: 0;
    padding: 0;
    overflow-y: auto;
    list-style: none;
  }
  label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    min-height: 44px;
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSubtle};
  }
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface Props {
  hotelId: number;
  room: RoomBoardRow;
  stay: MovableStay;
  onClose: () => void;
}

/**
 * 객실 이동: the rooms free for the nights still to come (from today, or the whole stay before it begins), of the booked
 * type or an upgrade that holds the party, ready now (clean or inspected); the server checks it all again.
 */
export function RoomMoveDialog({ hotelId, room, stay, onClose }: Props) {
  const toast = useToast();
  const guest = room.guest!;
  const [failure, setFailure] = useState<string | null>(null);
  const offered = useOwnerAvailableRoomsQuery({
    hotelId,
    from: stay.from,
    to: guest.checkOut,
    minCapacity: guest.guests,
    typeCode: guest.typeCode,
    upgrade: true,
  });
  const [move, moving] = useOwnerAssignRoomMutation();
  const targets = (offered.data ?? []).filter((r) => r.roomId !== room.roomId && (r.housekeeping === 'CLEAN' || r.housekeeping === 'INSPECTED'));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RoomMoveValues>({ defaultValues: { roomId: '' }, resolver: zodResolver(roomMoveSchema) });
  const formId = `room-move-${room.roomId}`;

  const submit = handleSubmit(async ({ roomId }) => {
    setFailure(null);
    try {
      const result = await move({ hotelId, bookingItemId: guest.bookingItemId, roomId: Number(roomId) }).unwrap();
      toast.success(t.moved(result.previousRoomNo ?? room.roomNo, result.roomNo, result.assignedNights));
      onClose();
    } catch (error) {
      setFailure(t.moveFailed(getErrorMessage(error)));
    }
  });

  const choices = () => {
    if (offered.isLoading) return <LoadingState label={t.targetsLoading} />;
    if (offered.isError || !offered.data) {
      return (
        <ErrorState
          title={t.targetsFailed}
          detail={getErrorMessage(offered.error, '')}
          onRetry={() => void offered.refetch()}
          retrying={offered.isFetching}
        />
      );
    }
    if (targets.length === 0) return <FormAlert>{t.noTargets}</FormAlert>;
    return (
      <Choices aria-describedby={errors.roomId ? `${formId}-error` : undefined}>
        <legend>{t.targetLegend}</legend>
        <ul>
          {targets.map((target) => (
            <li key={target.roomId}>
              <label>
                <input type="radio" value={String(target.roomId)} {...register('roomId')} />
                {t.target(target.roomNo, ROOM_TYPE_ABBREVIATIONS[target.typeCode], target.capacity, roomsMessages.housekeeping[target.housekeeping])}
                <Badge $tone={target.typeCode === guest.typeCode ? 'muted' : 'brand'}>
                  {target.typeCode === guest.typeCode ? t.sameType : t.upgrade}
                </Badge>
              </label>
            </li>
          ))}
        </ul>
        {errors.roomId?.message ? <FieldError id={`${formId}-error`}>{errors.roomId.message}</FieldError> : null}
      </Choices>
    );
  };

  return (
    <Modal
      open
      onClose={() => {
        if (!moving.isLoading) onClose();
      }}
      title={t.moveTitle(room.roomNo, guest.leadName)}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={moving.isLoading}>
            {t.cancel}
          </Button>
          <Button type="submit" form={formId} loading={moving.isLoading} disabled={targets.length === 0}>
            {t.confirmMove}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Note>
          {t.moveNights(stay.from, guest.checkOut, nightsBetween(stay.from, guest.checkOut))}
          <br />
          {t.moveNote}
        </Note>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {choices()}
      </Form>
    </Modal>
  );
}
