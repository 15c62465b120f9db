import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { InventoryPreview, InventoryRegister, InventoryRegisterResult, OwnerRoomType } from 'shared-contracts/schemas/owner';
import { Button, Modal, useToast } from 'ui-kit';
import { CheckRow, Field, Form, FormAlert, Select, TextInput } from 'ui-kit/forms';
import { addDays, clampDate, isIsoDate } from '../../frame/owner-dates';
import { INVENTORY_DEFAULTS } from '../owner.constants';
import { matchingDates, registerWindow } from './inventory-calendar';
import { ChangePreview } from './change-preview';
import { useOwnerInventoryRegisterMutation, useOwnerInventoryRegisterPreviewMutation } from './inventory.api';
import { inventoryMessages as t } from './inventory.messages';
import { registerSchema, type RegisterValues } from './inventory-forms.schema';
import { WeekdayChips, wholeNumber } from './inventory-parts';
import { RegisterResult } from './register-result';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Types = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${({ theme }) => theme.spacing.lg};
  }
`;

const Count = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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

interface Props {
  hotelId: number;
  types: readonly OwnerRoomType[];
  today: string;
  onClose: () => void;
}

/**
 * The register dialog (§2, §5 "Owner inventory register"): a period within today … today + 30 (inputs clamped, the end
 * never before the start), weekdays (none = all), one or more room types, allotment, price, status and overwrite, with
 * the count of selected days, and the stay restrictions (left untouched, an overwritten night keeps its own). Defaults:
 * every weekday, allotment 2, price 88888, OPEN, overwrite OFF, a 7-day span. 미리 보기 shows every night the
 * registration would write, before and after (a dry run); only 적용 writes. The answer (created, overwritten, skipped as
 * existing, skipped as out of range) is shown as a summary with 되돌리기.
 */
export function RegisterDialog({ hotelId, types, today, onClose }: Props) {
  const id = useId();
  const toast = useToast();
  const range = registerWindow(today);
  const [register, { isLoading }] = useOwnerInventoryRegisterMutation();
  const [askPreview, previewState] = useOwnerInventoryRegisterPreviewMutation();
  const [preview, setPreview] = useState<{ body: InventoryRegister; answer: InventoryPreview } | null>(null);
  const [result, setResult] = useState<InventoryRegisterResult | null>(null);
  const form = useForm<RegisterValues>({
    defaultValues: {
      from: today,
      to: addDays(today, INVENTORY_DEFAULTS.initialSpanDays - 1),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      roomTypeIds: [],
      allotment: String(INVENTORY_DEFAULTS.allotment),
      price: String(INVENTORY_DEFAULTS.price),
      status: INVENTORY_DEFAULTS.status,
      overwrite: INVENTORY_DEFAULTS.overwrite,
      minStay: '1',
      closedToArrival: false,
      closedToDeparture: false,
    },
    resolver: zodResolver(registerSchema(range)),
  });
  const { from, to, weekdays, roomTypeIds } = form.watch();
  const validRange = isIsoDate(from) && isIsoDate(to) && from <= to;
  const dayCount = validRange ? matchingDates(from, to, weekdays).length : 0;

  // Typed or picked dates are pulled back into the window, and the end never precedes the start.
  const clamp = (name: 'from' | 'to', value: string) => {
    if (!isIsoDate(value)) return form.setValue(name, value);
    const clamped = clampDate(value, range.min, range.max);
    form.setValue(name, clamped);
    if (name === 'from' && form.getValues('to') < clamped) form.setValue('to', clamped);
    if (name === 'to' && form.getValues('from') > clamped) form.setValue('from', clamped);
  };

  const submit = form.handleSubmit(async (values) => {
    // Empty allotment or price is sent as 0 (§5); a restriction the owner did not touch is left out (unchanged).
    const dirty = form.formState.dirtyFields;
    const body: InventoryRegister = {
      roomTypeIds: values.roomTypeIds,
      from: values.from,
      to: values.to,
      weekdays: values.weekdays,
      allotment: wholeNumber(values.allotment) ?? 0,
      price: wholeNumber(values.price) ?? 0,
      status: values.status,
      overwrite: values.overwrite,
      ...(dirty.minStay ? { minStay: wholeNumber(values.minStay) ?? 1 } : {}),
      ...(dirty.closedToArrival ? { closedToArrival: values.closedToArrival } : {}),
      ...(dirty.closedToDeparture ? { closedToDeparture: values.closedToDeparture } : {}),
    };
    try {
      setPreview({ body, answer: await askPreview({ hotelId, body }).unwrap() });
    } catch (error) {
      form.setError('root.server', { message: t.previewFailed(getErrorMessage(error)) });
    }
  });

  const confirm = async () => {
    if (!preview) return;
    try {
      const answer = await register({ hotelId, body: preview.body }).unwrap();
      setResult(answer);
      toast.success(`${t.registered}: ${t.registerSummary(answer)}`);
    } catch (error) {
      setPreview(null);
      form.setError('root.server', { message: t.registerFailed(getErrorMessage(error)) });
    }
  };
  // A rule the spec gives as the form's alert (reported at root), or the server's refusal.
  const alert = form.formState.errors.root?.server?.message ?? form.formState.errors.root?.message;

  if (result) return <RegisterResult hotelId={hotelId} result={result} onClose={onClose} />;

  return (
    <Modal
      open
      onClose={() => {
        if (!isLoading) onClose();
      }}
      title={t.registerTitle}
      size="lg"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={preview ? () => setPreview(null) : onClose} disabled={isLoading}>
            {preview ? t.back : t.cancel}
          </Button>
          {preview ? (
            <Button type="button" loading={isLoading} onClick={() => void confirm()}>
              {t.applyConfirm}
            </Button>
          ) : (
            <Button type="submit" form={`${id}-form`} loading={previewState.isLoading}>
              {t.preview}
            </Button>
          )}
        </>
      }
    >
      {preview ? <ChangePreview preview={preview.answer} types={types} headingId={`${id}-preview`} /> : null}
      <Form id={`${id}-form`} noValidate hidden={preview !== null} onSubmit={(event) => void submit(event)}>
        <Hint>{t.registerHint}</Hint>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <Row>
          <Field id={`${id}-from`} label={t.from}>
            <TextInput
              id={`${id}-from`}
              type="date"
              min={range.min}
              max={range.max}
              value={from}
              onChange={(event) => clamp('from', event.target.value)}
            />
          </Field>
          <Field id={`${id}-to`} label={t.to}>
            <TextInput
              id={`${id}-to`}
              type="date"
              min={isIsoDate(from) ? from : range.min}
              max={range.max}
              value={to}
              onChange={(event) => clamp('to', event.target.value)}
            />
          </Field>
        </Row>
        <Controller control={form.control} name="weekdays" render={({ field }) => <WeekdayChips value={field.value} onChange={field.onChange} />} />
        <Types>
          <legend>{t.roomTypes}</legend>
          <div>
            {types.map((type) => (
              <CheckRow key={type.id}>
                <input
                  type="checkbox"
                  checked={roomTypeIds.includes(type.id)}
                  onChange={(event) =>
                    form.setValue('roomTypeIds', event.target.checked ? [...roomTypeIds, type.id] : roomTypeIds.filter((x) => x !== type.id))
                  }
                />
                {type.nameWithCode}
              </CheckRow>
            ))}
          </div>
        </Types>
        <Row>
          <Field id={`${id}-allotment`} label={t.allotment}>
            <TextInput id={`${id}-allotment`} inputMode="numeric" {...form.register('allotment')} />
          </Field>
          <Field id={`${id}-price`} label={t.price}>
            <TextInput id={`${id}-price`} inputMode="numeric" {...form.register('price')} />
          </Field>
        </Row>
        <Row>
          <Field id={`${id}-status`} label={t.statusField}>
            <Select id={`${id}-status`} {...form.register('status')}>
              <option value="OPEN">{t.status.OPEN}</option>
              <option value="CLOSED">{t.status.CLOSED}</option>
            </Select>
          </Field>
          <CheckRow>
            <input type="checkbox" {...form.register('overwrite')} />
            {t.overwrite}
          </CheckRow>
        </Row>
        <Restrictions>
          <legend>{t.restrictions}</legend>
          <Field id={`${id}-minStay`} label={t.minStay} error={form.formState.errors.minStay?.message}>
            <TextInput id={`${id}-minStay`} inputMode="numeric" {...form.register('minStay')} />
          </Field>
          <CheckRow title={t.closedToArrivalHint}>
            <input type="checkbox" {...form.register('closedToArrival')} />
            {t.closedToArrival}
          </CheckRow>
          <CheckRow title={t.closedToDepartureHint}>
            <input type="checkbox" {...form.register('closedToDeparture')} />
            {t.closedToDeparture}
          </CheckRow>
          <Hint>{t.registerRestrictionsHint}</Hint>
        </Restrictions>
        <Count aria-live="polite">{t.selectedDays(dayCount, Math.max(roomTypeIds.length, 1))}</Count>
      </Form>
    </Modal>
  );
}
