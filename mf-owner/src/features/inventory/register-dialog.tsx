import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { InventoryRegisterResult, OwnerRoomType } from 'shared-contracts/schemas/owner';
import { Button, Modal, useToast } from 'ui-kit';
import { CheckRow, Field, Form, FormAlert, Select, TextInput } from 'ui-kit/forms';
import { addDays, clampDate, isIsoDate } from '../../frame/owner-dates';
import { INVENTORY_DEFAULTS } from '../owner.constants';
import { matchingDates, registerWindow } from './inventory-calendar';
import { useOwnerInventoryRegisterMutation } from './inventory.api';
import { inventoryMessages as t } from './inventory.messages';
import { registerSchema, type RegisterValues } from './inventory-forms.schema';
import { WeekdayChips, wholeNumber } from './inventory-parts';

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

const Summary = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  margin: 0;
  font-variant-numeric: tabular-nums;

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: right;
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
 * the count of selected days. Defaults: every weekday, allotment 2, price 88888, OPEN, overwrite on, a 7-day span.
 * The answer (created, overwritten, skipped as existing, skipped as out of range) is shown as a summary.
 */
export function RegisterDialog({ hotelId, types, today, onClose }: Props) {
  const id = useId();
  const toast = useToast();
  const range = registerWindow(today);
  const [register, { isLoading }] = useOwnerInventoryRegisterMutation();
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
    // Empty allotment or price is sent as 0 (§5).
    const allotment = wholeNumber(values.allotment) ?? 0;
    const price = wholeNumber(values.price) ?? 0;
    try {
      const answer = await register({
        hotelId,
        body: { roomTypeIds: values.roomTypeIds, from: values.from, to: values.to, weekdays: values.weekdays, allotment, price, status: values.status, overwrite: values.overwrite },
      }).unwrap();
      setResult(answer);
      toast.success(`${t.registered}: ${t.registerSummary(answer)}`);
    } catch (error) {
      form.setError('root.server', { message: t.registerFailed(getErrorMessage(error)) });
    }
  });
  // A rule the spec gives as the form's alert (reported at root), or the server's refusal.
  const alert = form.formState.errors.root?.server?.message ?? form.formState.errors.root?.message;

  if (result) {
    return (
      <Modal open onClose={onClose} title={t.registered} footer={<Button onClick={onClose}>{t.close}</Button>}>
        <div role="status" aria-label={t.registered}>
          <Summary>
            {(['created', 'updated', 'skippedExisting', 'skippedOutOfRange'] as const).map((key) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt>{t.summaryTerms[key]}</dt>
                <dd>{result[key].toLocaleString('ko-KR')}건</dd>
              </div>
            ))}
          </Summary>
        </div>
      </Modal>
    );
  }

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
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {t.cancel}
          </Button>
          <Button type="submit" form={`${id}-form`} loading={isLoading}>
            {t.submitRegister}
          </Button>
        </>
      }
    >
      <Form id={`${id}-form`} noValidate onSubmit={(event) => void submit(event)}>
        <Hint>{t.registerHint}</Hint>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <Row>
          <Field id={`${id}-from`} label={t.from}>
            <TextInput id={`${id}-from`} type="date" min={range.min} max={range.max} value={from} onChange={(event) => clamp('from', event.target.value)} />
          </Field>
          <Field id={`${id}-to`} label={t.to}>
            <TextInput id={`${id}-to`} type="date" min={isIsoDate(from) ? from : range.min} max={range.max} value={to} onChange={(event) => clamp('to', event.target.value)} />
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
        <Count aria-live="polite">{t.selectedDays(dayCount, Math.max(roomTypeIds.length, 1))}</Count>
      </Form>
    </Modal>
  );
}
