import { useEffect, useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { InventoryBulk, InventoryPreview, OwnerRoomType } from 'shared-contracts/schemas/owner';
import { Button, useToast } from 'ui-kit';
import { errorId, Field, FormAlert, Select, TextInput } from 'ui-kit/forms';
import { maxDate } from '../../frame/owner-dates';
import { bulkTargets, entirelyPast } from './inventory-calendar';
import { ChangePreview } from './change-preview';
import { useOwnerInventoryBulkMutation, useOwnerInventoryBulkPreviewMutation } from './inventory.api';
import { inventoryMessages as t } from './inventory.messages';
import { bulkApplySchema, flagOf, type BulkApplyValues } from './inventory-forms.schema';
import { UndoChangeButton } from './undo-change-button';
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
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  align-items: end;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
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
 * not applied; a period wholly in the past is refused. The grid highlights the days this will change. The stay
 * restrictions are set the same way (empty or 변경 안 함 = unchanged). 미리 보기 asks the API for a dry run and shows
 * every changed night before and after; only 적용 writes, and the applied change offers 되돌리기 (docs/decisions/0017).
 */
export function BulkApplyPanel({ hotelId, roomType, from, to, today, weekdays, onWeekdaysChange }: Props) {
  const id = useId();
  const toast = useToast();
  const [apply, { isLoading }] = useOwnerInventoryBulkMutation();
  const [askPreview, previewState] = useOwnerInventoryBulkPreviewMutation();
  const [preview, setPreview] = useState<{ body: InventoryBulk; answer: InventoryPreview } | null>(null);
  const [done, setDone] = useState<{ line: string; changeId: string | null } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<BulkApplyValues>({
    defaultValues: { allotment: '', price: '', status: '', minStay: '', closedToArrival: '', closedToDeparture: '' },
    resolver: zodResolver(bulkApplySchema({ entirelyPast: entirelyPast(to, today) })),
  });
  const targets = bulkTargets(from, to, weekdays, today);
  // A preview stands for exactly the values it was asked with: any change asks again.
  useEffect(() => {
    const subscription = watch(() => setPreview(null));
    return () => subscription.unsubscribe();
  }, [watch]);
  const weekdayKey = weekdays.join(',');
  useEffect(() => setPreview(null), [weekdayKey]);

  const submit = handleSubmit(async (values) => {
    setDone(null);
    const body: InventoryBulk = {
      roomTypeId: roomType.id,
      from: maxDate(from, today),
      to,
      weekdays,
      allotment: wholeNumber(values.allotment),
      price: wholeNumber(values.price),
      status: values.status || null,
      minStay: wholeNumber(values.minStay),
      closedToArrival: flagOf(values.closedToArrival),
      closedToDeparture: flagOf(values.closedToDeparture),
    };
    try {
      setPreview({ body, answer: await askPreview({ hotelId, body }).unwrap() });
    } catch (error) {
      setError('root.server', { message: t.previewFailed(getErrorMessage(error)) });
    }
  });

  const confirm = async () => {
    if (!preview) return;
    try {
      const result = await apply({ hotelId, body: preview.body }).unwrap();
      const line = `${t.bulkApplied}: ${t.bulkDetail(result)}`;
      setPreview(null);
      setDone({ line, changeId: result.changeId });
      toast.success(line);
    } catch (error) {
      setError('root.server', { message: t.failed(getErrorMessage(error)) });
    }
  };

  // A rule the spec gives as the form's alert (reported at root), or the server's refusal.
  const alert = errors.root?.server?.message ?? errors.root?.message;
  const described = (name: 'allotment' | 'price' | 'minStay') =>
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
        <Field id={`${id}-minStay`} label={t.minStay} error={errors.minStay?.message}>
          <TextInput id={`${id}-minStay`} inputMode="numeric" placeholder={t.noChange} {...described('minStay')} {...register('minStay')} />
        </Field>
        <Field id={`${id}-cta`} label={t.closedToArrival}>
          <Select id={`${id}-cta`} {...register('closedToArrival')}>
            {(['', 'on', 'off'] as const).map((choice) => (
              <option key={choice} value={choice}>
                {t.restrictionChoice[choice]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-ctd`} label={t.closedToDeparture}>
          <Select id={`${id}-ctd`} {...register('closedToDeparture')}>
            {(['', 'on', 'off'] as const).map((choice) => (
              <option key={choice} value={choice}>
                {t.restrictionChoice[choice]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" variant={preview ? 'secondary' : 'primary'} loading={previewState.isLoading}>
          {t.preview}
        </Button>
      </Fields>
      <Hint aria-live="polite">{t.matching(targets.length)}</Hint>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {preview ? (
        <>
          <ChangePreview preview={preview.answer} types={[roomType]} headingId={`${id}-preview`} />
          <Actions>
            <Button type="button" loading={isLoading} onClick={() => void confirm()}>
              {t.applyConfirm}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setPreview(null)} disabled={isLoading}>
              {t.back}
            </Button>
          </Actions>
        </>
      ) : null}
      {done ? (
        <Actions>
          <Done role="status">{done.line}</Done>
          {done.changeId ? <UndoChangeButton hotelId={hotelId} changeId={done.changeId} onUndone={() => setDone(null)} /> : null}
        </Actions>
      ) : null}
    </Panel>
  );
}
