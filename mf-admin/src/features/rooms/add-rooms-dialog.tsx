import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { AdminRoomsCreate, AdminRoomType } from 'shared-contracts/schemas/admin';
import { useToast } from 'ui-kit';
import { FormDialog } from '../../frame/form-dialog';
import { CheckRow, errorId, Field, Select, TextArea, TextInput } from 'ui-kit/forms';
import { ADMIN_ROOM_LIMITS, ROOM_TYPE_CODES, type RoomTypeCode } from '../operations.constants';
import { addRoomsFormSchema, type AddRoomsValues } from './room-forms.schema';
import { parseRoomNos } from './room-rules';
import { useAdminAddRoomsMutation } from './rooms.api';
import { roomsMessages as t } from './rooms.messages';

const Choice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.spacing.lg}`};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AddRoomsDialogProps {
  hotelId: number;
  roomTypes: readonly AdminRoomType[];
  /** The type whose card the button was pressed on, chosen at first. */
  initialTypeId?: number;
  onClose: () => void;
}

/** The body of POST /admin/hotels/{id}/rooms from the form (validated already). */
export function addRoomsBody(values: AddRoomsValues): AdminRoomsCreate {
  const roomNos = parseRoomNos(values.roomNos);
  const floor = values.floor.trim() ? { floor: Number(values.floor) } : {};
  if (values.into === 'existing') return { roomTypeId: Number(values.roomTypeId), roomNos, ...floor };
  const name = values.name.trim();
  return {
    roomType: {
      typeCode: values.typeCode as RoomTypeCode,
      ...(name ? { name } : {}),
      capacity: Number(values.capacity),
      areaSqm: Number(values.areaSqm),
      basePrice: Number(values.basePrice),
      refundable: values.refundable,
      breakfast: values.breakfast,
    },
    roomNos,
    ...floor,
  };
}

/**
 * 객실 추가 (docs/back-office.md §4): rooms into one of the hotel's types, or a type the hotel lacks with its first
 * rooms. Checked by the zod schema of the server's rules; a number the hotel already has comes back as a 409 naming them.
 */
export function AddRoomsDialog({ hotelId, roomTypes, initialTypeId, onClose }: AddRoomsDialogProps) {
  const id = useId();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [add] = useAdminAddRoomsMutation();
  const missing = ROOM_TYPE_CODES.filter((code) => !roomTypes.some((type) => type.typeCode === code));
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AddRoomsValues>({
    defaultValues: {
      into: roomTypes.length ? 'existing' : 'new',
      roomTypeId: String(initialTypeId ?? roomTypes[0]?.id ?? ''),
      typeCode: missing[0] ?? '',
      name: '',
      capacity: '2',
      areaSqm: '20',
      basePrice: '100000',
      refundable: true,
      breakfast: false,
      roomNos: '',
      floor: '',
    },
    resolver: zodResolver(addRoomsFormSchema),
  });
  const into = watch('into');

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = addRoomsBody(values);
      await add({ hotelId, body }).unwrap();
      toast.success(t.added(body.roomNos.length));
      onClose();
    } catch (error) {
      setFailure(getErrorMessage(error, t.addFailed));
    }
  });

  const a11y = (name: keyof AddRoomsValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(`${id}-${name}`) : undefined,
  });
  const field = (name: keyof AddRoomsValues, label: string) => ({ id: `${id}-${name}`, label, error: errors[name]?.message });

  return (
    <FormDialog
      title={t.addTitle}
      submitLabel={t.addConfirm}
      closeLabel={t.close}
      busy={isSubmitting}
      failure={failure}
      size="lg"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <Choice>
        <legend>{t.addInto}</legend>
        <CheckRow>
          <input type="radio" value="existing" disabled={!roomTypes.length} {...register('into')} />
          {t.intoExisting}
        </CheckRow>
        <CheckRow>
          <input type="radio" value="new" disabled={!missing.length} {...register('into')} />
          {t.intoNew}
        </CheckRow>
      </Choice>
      {into === 'existing' ? (
        <Field {...field('roomTypeId', t.existingType)}>
          <Select {...a11y('roomTypeId')} {...register('roomTypeId')}>
            {roomTypes.map((type) => (
              <option key={type.id} value={String(type.id)}>
                {type.name} ({t.typeCodes[type.typeCode]})
              </option>
            ))}
          </Select>
        </Field>
      ) : missing.length ? (
        <>
          <Field {...field('typeCode', t.newTypeCode)}>
            <Select {...a11y('typeCode')} {...register('typeCode')}>
              {missing.map((code) => (
                <option key={code} value={code}>
                  {t.typeCodes[code]}
                </option>
              ))}
            </Select>
          </Field>
          <Field {...field('name', t.typeName)}>
            <TextInput {...a11y('name')} maxLength={ADMIN_ROOM_LIMITS.typeName} {...register('name')} />
          </Field>
          <Pair>
            <Field {...field('capacity', t.capacity)}>
              <TextInput type="number" inputMode="numeric" {...a11y('capacity')} {...register('capacity')} />
            </Field>
            <Field {...field('areaSqm', t.area)}>
              <TextInput type="number" inputMode="numeric" {...a11y('areaSqm')} {...register('areaSqm')} />
            </Field>
            <Field {...field('basePrice', t.basePrice)}>
              <TextInput type="number" inputMode="numeric" {...a11y('basePrice')} {...register('basePrice')} />
            </Field>
          </Pair>
          <Choice as="div">
            <CheckRow>
              <input type="checkbox" {...register('refundable')} />
              {t.refundable}
            </CheckRow>
            <CheckRow>
              <input type="checkbox" {...register('breakfast')} />
              {t.breakfast}
            </CheckRow>
          </Choice>
        </>
      ) : (
        <Note role="alert">{t.allTypesTaken}</Note>
      )}
      <Field {...field('roomNos', t.roomNos)}>
        <TextArea rows={2} {...a11y('roomNos')} {...register('roomNos')} />
      </Field>
      <Note>{t.roomNosHint}</Note>
      <Field {...field('floor', t.floorOptional)}>
        <TextInput type="number" inputMode="numeric" {...a11y('floor')} {...register('floor')} />
      </Field>
      <Note>{t.inventoryNote}</Note>
    </FormDialog>
  );
}
