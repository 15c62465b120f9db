import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { OwnerRoomType } from 'shared-contracts/schemas/owner';
import { Button, useToast } from 'ui-kit';
import { errorId, Field, FormAlert, Select, TextInput } from 'ui-kit/forms';
import { maxDate } from '../../frame/owner-dates';
import { bulkTargets, entirelyPast } from './inventory-calendar';
import { useOwnerInventoryBulkMutation } from './inventory.api';
import { inventoryMessages as t } from './inventory.messages';
import { bulkApplySchema, type BulkApplyValues } from './inventory-forms.schema';
import { WeekdayChips, wholeNumber } from './inventory-parts';

const Panel = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: end;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  }
`;

const Done = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface Props {
  hotelId: number;
  roomType: OwnerRoomType;
  /** The searched period. */
  from: string;
  to: string;
  today: string;
  weekdays: number[];
  onWeekdaysChange: (weekdays: number[]) => void;
}

/**
 * The bulk-apply panel (§2, §5 "Bulk apply"): on the searched period's chosen weekdays, set allotment, price and/or
 * status; an empty field is left as it is (null). A past start moves to today, and past days and days beyond 30 are
 * not applied; a period wholly in the past is refused. The grid highlights the days this will change.
 */
export function BulkApplyPanel({ hotelId, roomType, from, to, today, weekdays, onWeekdaysChange }: Props) {
  const id = useId();
  const toast = useToast();
  const [apply, { isLoading }] = useOwnerInventoryBulkMutation();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BulkApplyValues>({
    defaultValues: { allotment: '', price: '', status: '' },
    resolver: zodResolver(bulkApplySchema({ entirelyPast: entirelyPast(to, today) })),
  });
  const targets = bulkTargets(from, to, weekdays, today);

  const submit = handleSubmit(async (values) => {
    setDone(null);
    try {
      const result = await apply({
        hotelId,
        body: {
          roomTypeId: roomType.id,
          from: maxDate(from, today),
          to,
          weekdays,
          allotment: wholeNumber(values.allotment),
          price: wholeNumber(values.price),
          status: values.status || null,
        },
      }).unwrap();
      const line = `${t.bulkApplied}: ${t.bulkDetail(result)}`;
      setDone(line);
      toast.success(line);
    } catch (error) {
      setError('root.server', { message: t.failed(getErrorMessage(error)) });
    }
  });

  // A rule the spec gives as the form's alert (reported at root), or the server's refusal.
  const alert = errors.root?.server?.message ?? errors.root?.message;
  const described = (name: 'allotment' | 'price') =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(`${id}-${name}`) } : {};

  return (
    <Panel aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void submit(event)}>
      <h3 id={`${id}-title`}>
        {t.bulkTitle} · {roomType.nameWithCode}
      </h3>
      <Hint>{t.bulkHint(from, to)}</Hint>
      <WeekdayChips value={weekdays} onChange={onWeekdaysChange} />
      <Fields>
        <Field id={`${id}-allotment`} label={t.allotment} error={errors.allotment?.message}>
          <TextInput id={`${id}-allotment`} inputMode="numeric" placeholder={t.noChange} {...described('allotment')} {...register('allotment')} />
        </Field>
        <Field id={`${id}-price`} label={t.price} error={errors.price?.message}>
          <TextInput id={`${id}-price`} inputMode="numeric" placeholder={t.noChange} {...described('price')} {...register('price')} />
        </Field>
        <Field id={`${id}-status`} label={t.statusField}>
          <Select id={`${id}-status`} {...register('status')}>
            <option value="">{t.noChange}</option>
            <option value="OPEN">{t.status.OPEN}</option>
            <option value="CLOSED">{t.status.CLOSED}</option>
          </Select>
        </Field>
        <Button type="submit" loading={isLoading}>
          {t.apply}
        </Button>
      </Fields>
      <Hint aria-live="polite">{t.matching(targets.length)}</Hint>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {done ? <Done role="status">{done}</Done> : null}
    </Panel>
  );
}
