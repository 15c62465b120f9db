import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { AdminRoom, AdminRoomType, AdminRoomUpdate } from 'shared-contracts/schemas/admin';
import { useToast } from 'ui-kit';
import { FormDialog } from '../../frame/form-dialog';
import { errorId, Field, TextArea, TextInput } from 'ui-kit/forms';
import { ADMIN_REASON_MAX, ADMIN_ROOM_LIMITS } from '../operations.constants';
import { lengthOf } from '../support.constants';
import { roomNumberFormSchema, type RoomNumberValues } from './room-forms.schema';
import { useAdminUpdateRoomMutation } from './rooms.api';
import { roomsMessages as t } from './rooms.messages';

const Body = styled.p`
  margin: 0;
`;

/** One PUT /admin/rooms/{roomId}: busy state, the server's refusal (409 in its words), success toast and close. */
function useRoomUpdate(hotelId: number, roomId: number, onClose: () => void) {
  const [update, { isLoading }] = useAdminUpdateRoomMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const save = async (body: AdminRoomUpdate, done: string) => {
    if (isLoading) return;
    setFailure(null);
    try {
      await update({ hotelId, roomId, body }).unwrap();
      toast.success(done);
      onClose();
    } catch (error) {
      setFailure(getErrorMessage(error, t.saveFailed));
    }
  };
  return { save, busy: isLoading, failure };
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  multiline?: boolean;
  inputMode?: 'numeric';
  max?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

function TextField({ label, value, onChange, error, multiline, inputMode, max, inputRef }: TextFieldProps) {
  const id = useId();
  const props = {
    id,
    value,
    ref: inputRef,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(id) : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <Field id={id} label={label} error={error ?? undefined} count={max ? { length: lengthOf(value.trim()), max } : undefined}>
      {multiline ? <TextArea rows={3} {...props} /> : <TextInput inputMode={inputMode} {...props} />}
    </Field>
  );
}

interface RoomDialogProps {
  hotelId: number;
  room: AdminRoom;
  onClose: () => void;
}

/** 번호 변경 / 층: only what changed is sent; the floor stays a whole number from -5 to 200. */
export function RoomNumberDialog({ hotelId, room, onClose }: RoomDialogProps) {
  const id = useId();
  const first = useRef<HTMLInputElement | null>(null);
  const { save, busy, failure } = useRoomUpdate(hotelId, room.id, onClose);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RoomNumberValues>({
    defaultValues: { roomNo: room.roomNo, floor: String(room.floor) },
    resolver: zodResolver(roomNumberFormSchema(room)),
  });

  const submit = handleSubmit(({ roomNo, floor }) => {
    const no = roomNo.trim();
    const body: AdminRoomUpdate = {
      ...(no !== room.roomNo ? { roomNo: no } : {}),
      ...(Number(floor) !== room.floor ? { floor: Number(floor) } : {}),
    };
    return save(body, t.roomSaved(no));
  });
  const a11y = (name: keyof RoomNumberValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(`${id}-${name}`) : undefined,
  });
  const { ref: roomNoRef, ...roomNoField } = register('roomNo');

  return (
    <FormDialog
      title={t.editRoomOf(room.roomNo)}
      submitLabel={t.save}
      closeLabel={t.close}
      busy={busy}
      failure={failure}
      initialFocusRef={first}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <Field id={`${id}-roomNo`} label={t.newRoomNo} error={errors.roomNo?.message}>
        <TextInput
          {...a11y('roomNo')}
          {...roomNoField}
          ref={(element) => {
            roomNoRef(element);
            first.current = element;
          }}
        />
      </Field>
      <Field id={`${id}-floor`} label={t.newFloor} error={errors.floor?.message}>
        <TextInput inputMode="numeric" {...a11y('floor')} {...register('floor')} />
      </Field>
    </FormDialog>
  );
}

/** 사용 중지 (OUT_OF_ORDER, refused while guests are assigned from today on) or 복귀 (CLEAN), with an optional memo. */
export function RoomServiceDialog({ hotelId, room, onClose }: RoomDialogProps) {
  const takingOut = room.housekeeping !== 'OUT_OF_ORDER';
  const [memo, setMemo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { save, busy, failure } = useRoomUpdate(hotelId, room.id, onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lengthOf(memo.trim()) > ADMIN_REASON_MAX) return setProblem(t.errors.memoTooLong);
    setProblem(null);
    const text = memo.trim();
    void save(
      { housekeeping: takingOut ? 'OUT_OF_ORDER' : 'CLEAN', ...(text ? { memo: text } : {}) },
      takingOut ? t.tookOut(room.roomNo) : t.broughtBack(room.roomNo),
    );
  };

  return (
    <FormDialog
      title={takingOut ? t.outOfOrderOf(room.roomNo) : t.backInServiceOf(room.roomNo)}
      submitLabel={takingOut ? t.outOfOrder : t.backInService}
      closeLabel={t.close}
      danger={takingOut}
      busy={busy}
      failure={failure}
      onClose={onClose}
      onSubmit={submit}
      intro={<Body>{takingOut ? t.outOfOrderBody : t.backInServiceBody}</Body>}
    >
      <TextField label={t.memo} value={memo} onChange={setMemo} error={problem} multiline max={ADMIN_REASON_MAX} />
    </FormDialog>
  );
}

/** 유형 이름 변경: PUT on any room of the type renames the type (guests see it at once); a type without rooms cannot. */
export function TypeNameDialog({ hotelId, roomType, onClose }: { hotelId: number; roomType: AdminRoomType; onClose: () => void }) {
  const [name, setName] = useState(roomType.name);
  const [problem, setProblem] = useState<string | null>(null);
  const first = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const anyRoom = roomType.rooms[0];
  const { save, busy, failure } = useRoomUpdate(hotelId, anyRoom?.id ?? 0, onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = name.trim();
    if (!text) return setProblem(t.errors.typeNameRequired);
    if (lengthOf(text) > ADMIN_ROOM_LIMITS.typeName) return setProblem(t.errors.typeName);
    if (text === roomType.name) return setProblem(t.errors.nothingChanged);
    setProblem(null);
    if (anyRoom) void save({ roomTypeName: text }, t.typeRenamed(text));
  };

  return (
    <FormDialog
      title={t.renameTypeOf(roomType.name)}
      submitLabel={t.save}
      closeLabel={t.close}
      busy={busy}
      failure={failure}
      initialFocusRef={first}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label={t.typeNameLabel} value={name} onChange={setName} error={problem} max={ADMIN_ROOM_LIMITS.typeName} inputRef={first} />
    </FormDialog>
  );
}
