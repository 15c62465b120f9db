import type { ReactNode } from 'react';
import {
  APPLICATION_LIMITS,
  APPLICATION_ROOM_TYPE_LABELS,
  APPLICATION_ROOM_TYPES,
  type ApplicationRoomTypeCode,
} from 'shared-contracts/hotel-application';
import { Button } from 'ui-kit';
import { CheckRow, FieldStack, Hint, Label, Note, Select, TextInput } from 'ui-kit/forms';
import type { RoomForm } from './application-form.model';
import { Buttons, Checks, Grid, RoomCard, RoomHead, TextArea } from './application-form.styles';
import { hotelapplyMessages as t } from './hotelapply.messages';

type NumberKey = 'roomCount' | 'capacity' | 'sizeSqm' | 'priceKrw';

export interface RoomTypeFieldsProps {
  room: RoomForm;
  index: number;
  count: number;
  disabled: boolean;
  /** Problems of this row, by control name (typeCode, roomCount, roomNos, …). */
  problems: Partial<Record<string, string>>;
  onChange: (change: Partial<RoomForm>) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

export const roomFieldId = (room: RoomForm, name: string) => `room-${room.key}-${name}`;

/** One room type of the application (§2): type, count, numbers, capacity, size, price, refundable, breakfast, policy. */
export function RoomTypeFields({ room, index, count, disabled, problems, onChange, onDuplicate, onRemove }: RoomTypeFieldsProps) {
  const id = (name: string) => roomFieldId(room, name);
  const invalid = (name: string) => ({
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby':
      [problems[name] ? `${id(name)}-error` : null, name === 'roomNos' ? `${id(name)}-hint` : null].filter(Boolean).join(' ') || undefined,
  });
  const error = (name: string): ReactNode =>
    problems[name] ? (
      <Note id={`${id(name)}-error`} $tone="danger">
        {problems[name]}
      </Note>
    ) : null;
  const numberField = (name: NumberKey, label: string, max: number, min = 1) => (
    <FieldStack>
      <Label htmlFor={id(name)}>{label}</Label>
      <TextInput
        id={id(name)}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={name === 'priceKrw' ? 1000 : 1}
        value={room[name]}
        onChange={(e) => onChange({ [name]: e.target.value })}
        {...invalid(name)}
      />
      {error(name)}
    </FieldStack>
  );

  return (
    <RoomCard>
      <legend id={id('legend')}>{t.rooms.heading(index + 1, APPLICATION_ROOM_TYPE_LABELS[room.typeCode])}</legend>
      <RoomHead>
        <Buttons>
          <Button
            size="sm"
            variant="secondary"
            onClick={onDuplicate}
            disabled={disabled || count >= APPLICATION_LIMITS.roomTypes}
            aria-label={t.rooms.duplicateLabel(index + 1)}
          >
            {t.rooms.duplicate}
          </Button>
          <Button size="sm" variant="ghost" onClick={onRemove} disabled={disabled || count <= 1} aria-label={t.rooms.removeLabel(index + 1)}>
            {t.rooms.remove}
          </Button>
        </Buttons>
      </RoomHead>
      <Grid>
        <FieldStack>
          <Label htmlFor={id('typeCode')}>{t.rooms.typeCode}</Label>
          <Select
            id={id('typeCode')}
            value={room.typeCode}
            onChange={(e) => onChange({ typeCode: e.target.value as ApplicationRoomTypeCode })}
            {...invalid('typeCode')}
          >
            {APPLICATION_ROOM_TYPES.map((code) => (
              <option key={code} value={code}>
                {APPLICATION_ROOM_TYPE_LABELS[code]} ({code})
              </option>
            ))}
          </Select>
          {error('typeCode')}
        </FieldStack>
        {numberField('roomCount', t.rooms.roomCount, APPLICATION_LIMITS.roomsPerType)}
        {numberField('capacity', t.rooms.capacity, APPLICATION_LIMITS.capacity)}
        {numberField('sizeSqm', t.rooms.sizeSqm, APPLICATION_LIMITS.sizeSqm)}
        {numberField('priceKrw', t.rooms.priceKrw, APPLICATION_LIMITS.maxPrice, 0)}
        <FieldStack className="wide">
          <Label htmlFor={id('roomNos')}>{t.rooms.roomNos}</Label>
          <TextInput
            id={id('roomNos')}
            value={room.roomNos}
            placeholder="201, 202, 203"
            onChange={(e) => onChange({ roomNos: e.target.value })}
            {...invalid('roomNos')}
          />
          <Hint id={`${id('roomNos')}-hint`}>{t.rooms.roomNosHint}</Hint>
          {error('roomNos')}
        </FieldStack>
      </Grid>
      <Checks>
        <CheckRow>
          <input type="checkbox" checked={room.refundable} onChange={(e) => onChange({ refundable: e.target.checked })} />
          {t.rooms.refundable}
        </CheckRow>
        <CheckRow>
          <input type="checkbox" checked={room.breakfast} onChange={(e) => onChange({ breakfast: e.target.checked })} />
          {t.rooms.breakfast}
        </CheckRow>
      </Checks>
      <FieldStack>
        <Label htmlFor={id('policyText')}>{t.rooms.policyText}</Label>
        <TextArea
          id={id('policyText')}
          rows={2}
          maxLength={APPLICATION_LIMITS.policyText}
          placeholder={t.rooms.policyPlaceholder}
          value={room.policyText}
          onChange={(e) => onChange({ policyText: e.target.value })}
          {...invalid('policyText')}
        />
        {error('policyText')}
      </FieldStack>
    </RoomCard>
  );
}
