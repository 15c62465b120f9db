import { useId, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { OwnerRoomType } from 'shared-contracts/schemas/owner';
import { Button, Modal, useToast } from 'ui-kit';
import { CheckRow, errorId, Field, Form, FormAlert, Select, TextInput } from 'ui-kit/forms';
import { dayLabel } from '../../frame/owner-dates';
import { INVENTORY_DEFAULTS } from '../owner.constants';
import { useOwnerInventoryDayMutation } from './inventory.api';
import { inventoryMessages as t } from './inventory.messages';
import { dayEditorSchema, type DayEditorValues } from './inventory-forms.schema';
import { StatusBadge, wholeNumber } from './inventory-parts';
import { NightOccupantsPanel } from './night-occupants-panel';

/** What the calendars know of the day (absent: the day has no inventory yet). */
export interface DayInventory {
  price: number;
  allotment: number;
  booked: number;
  remaining: number;
  status: 'OPEN' | 'CLOSED' | 'SOLD_OUT';
  minStay: number;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

export interface DayEditorTarget {
  roomType: OwnerRoomType | null;
  date: string;
  current: DayInventory | null;
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Now = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Restrictions = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

interface Props extends DayEditorTarget {
  hotelId: number;
  today: string;
  onClose: () => void;
}

/**
 * The day editor (§2, §5 "Day editor"): price, allotment and OPEN/CLOSED for one room type on one day. Past days are
 * not editable, a day without inventory needs an allotment of at least 1, and SOLD_OUT is never chosen: it shows by
 * itself when no room is left. The stay restrictions (최소 숙박, 체크인 불가, 체크아웃 불가; docs/decisions/0016) are edited
 * here too. "누가 이 객실을 쓰나요" opens the bookings and holds that take the night's rooms.
 */
export function DayEditorDialog({ hotelId, roomType, date, current, today, onClose }: Props) {
  const id = useId();
  const toast = useToast();
  const [save, { isLoading }] = useOwnerInventoryDayMutation();
  const [showOccupants, setShowOccupants] = useState(false);
  const priceInput = useRef<HTMLInputElement | null>(null);
  const past = date < today;
  const title = t.dayTitle(dayLabel(date), roomType?.nameWithCode ?? '');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DayEditorValues>({
    defaultValues: {
      price: String(current?.price ?? INVENTORY_DEFAULTS.price),
      allotment: current ? String(current.allotment) : '',
      status: current?.status === 'CLOSED' ? 'CLOSED' : 'OPEN',
      minStay: String(current?.minStay ?? 1),
      closedToArrival: current?.closedToArrival ?? false,
      closedToDeparture: current?.closedToDeparture ?? false,
    },
    resolver: zodResolver(dayEditorSchema({ isNew: !current })),
  });

  const submit = handleSubmit(async (values) => {
    if (!roomType) return setError('root.server', { message: t.selectRoomTypeFirst });
    if (past) return setError('root.server', { message: t.pastNotEditable });
    try {
      await save({
        hotelId,
        body: {
          roomTypeId: roomType.id,
          date,
          price: wholeNumber(values.price) ?? 0,
          allotment: wholeNumber(values.allotment) ?? 0,
          status: values.status,
          minStay: wholeNumber(values.minStay) ?? 1,
          closedToArrival: values.closedToArrival,
          closedToDeparture: values.closedToDeparture,
        },
      }).unwrap();
      toast.success(t.dayUpdated);
      onClose();
    } catch (error) {
      setError('root.server', { message: t.editFailed(getErrorMessage(error)) });
    }
  });

  const invalid = (name: 'price' | 'allotment' | 'minStay') =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(`${id}-${name}`) } : {};
  const { ref: priceRef, ...priceField } = register('price');

  return (
    <Modal
      open
      onClose={() => {
        if (!isLoading) onClose();
      }}
      title={title}
      closeOnBackdrop={false}
      initialFocusRef={past || !roomType ? undefined : priceInput}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {t.cancel}
          </Button>
          <Button type="submit" form={`${id}-form`} loading={isLoading} disabled={past || !roomType}>
            {t.save}
          </Button>
        </>
      }
    >
      <Form id={`${id}-form`} noValidate onSubmit={(event) => void submit(event)}>
        {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        {past ? <FormAlert>{t.pastNotEditable}</FormAlert> : null}
        {!roomType ? <FormAlert>{t.selectRoomTypeFirst}</FormAlert> : null}
        {current ? (
          <Now>
            <StatusBadge status={current.status} />
            <span>{t.remainingLabel(current.remaining, current.allotment)}</span>
          </Now>
        ) : (
          <Note>{t.newDayNote}</Note>
        )}
        <Pair>
          <Field id={`${id}-price`} label={t.price} error={errors.price?.message}>
            <TextInput
              id={`${id}-price`}
              inputMode="numeric"
              disabled={past}
              {...invalid('price')}
              {...priceField}
              ref={(element) => {
                priceRef(element);
                priceInput.current = element;
              }}
            />
          </Field>
          <Field id={`${id}-allotment`} label={t.allotment} error={errors.allotment?.message}>
            <TextInput id={`${id}-allotment`} inputMode="numeric" disabled={past} {...invalid('allotment')} {...register('allotment')} />
          </Field>
        </Pair>
        <Field id={`${id}-status`} label={t.statusField}>
          <Select id={`${id}-status`} disabled={past} {...register('status')}>
            <option value="OPEN">{t.status.OPEN}</option>
            <option value="CLOSED">{t.status.CLOSED}</option>
          </Select>
        </Field>
        <Restrictions>
          <legend>{t.restrictions}</legend>
          <Field id={`${id}-minStay`} label={t.minStay} error={errors.minStay?.message}>
            <TextInput id={`${id}-minStay`} inputMode="numeric" disabled={past} {...invalid('minStay')} {...register('minStay')} />
          </Field>
          <CheckRow title={t.closedToArrivalHint}>
            <input type="checkbox" disabled={past} {...register('closedToArrival')} />
            {t.closedToArrival}
          </CheckRow>
          <CheckRow title={t.closedToDepartureHint}>
            <input type="checkbox" disabled={past} {...register('closedToDeparture')} />
            {t.closedToDeparture}
          </CheckRow>
        </Restrictions>
        {current?.booked ? <Note>{t.bookedNote(current.booked)}</Note> : null}
        <Note>{t.soldOutNote}</Note>
        {current && roomType ? (
          <div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              aria-expanded={showOccupants}
              aria-controls={`${id}-occupants`}
              onClick={() => setShowOccupants((open) => !open)}
            >
              {t.occupantsToggle}
            </Button>
          </div>
        ) : null}
        {showOccupants && current && roomType ? (
          <NightOccupantsPanel id={`${id}-occupants`} hotelId={hotelId} roomTypeId={roomType.id} date={date} title={title} />
        ) : null}
      </Form>
    </Modal>
  );
}
