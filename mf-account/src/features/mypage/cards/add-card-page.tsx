import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, todayInSeoul, useToast } from 'ui-kit';
import { ControlRow, FieldStack, Fieldset, FormAlert, Hint, Label, Legend, Note, TextInput } from 'ui-kit/forms';
import { TabHeading } from '../frame/tab-heading';
import { cardFormSchema, type CardFormValues } from './card-form.schema';
import { cardDigits, CARD_INPUT_MAX_LENGTH, detectBrand } from './card-rules';
import { cardMessages as t } from './card.messages';
import { useSavedCards } from './saved-cards.hook';
import { newCardId } from './saved-cards.storage';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 480px;
`;

const Expiry = styled(ControlRow)`
  & > input {
    flex: 1 1 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StorageNote = styled(Note)`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  max-width: 480px;
`;

/**
 * My page's add-card form (§5 "Card add" plus Luhn and brand). On success only brand, last 4 digits and expiry are
 * stored, the typed number is cleared from the form's state, and the member goes back to the payment tab. No
 * security code is asked: nothing here could keep it.
 */
export function AddCardPage() {
  const ids = { number: useId(), month: useId(), year: useId(), numberNote: useId(), expiryNote: useId() };
  const { add, cards } = useSavedCards();
  const navigate = useNavigate();
  const toast = useToast();
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<CardFormValues>({ defaultValues: { number: '', month: '', year: '' }, resolver: zodResolver(cardFormSchema(todayInSeoul())) });
  const number = useWatch({ control, name: 'number' });
  const digits = cardDigits(number);
  const brand = digits.length >= 2 && /^[0-9-]+$/.test(number) ? detectBrand(digits) : null;

  const submit = handleSubmit(({ month, year }) => {
    const card = { id: newCardId(), brand: detectBrand(digits), last4: digits.slice(-4), expMonth: Number(month), expYear: Number(year) };
    if (cards.some((c) => c.brand === card.brand && c.last4 === card.last4 && c.expMonth === card.expMonth && c.expYear === card.expYear)) {
      setError('root.server', { message: t.errors.duplicate });
      return;
    }
    // The full number leaves the form's state whatever happens next.
    setValue('number', '');
    if (!add(card)) {
      setError('root.server', { message: t.saveFailed });
      return;
    }
    toast.success(t.saved);
    void navigate('/mypage/payment');
  });

  const expiryError = errors.month?.message ?? errors.year?.message;
  return (
    <section aria-labelledby="mypage-add-card-title">
      <TabHeading id="mypage-add-card-title">{t.addTitle}</TabHeading>
      <StorageNote>{t.storageNote}</StorageNote>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <FieldStack>
          <Label htmlFor={ids.number}>{t.numberLabel}</Label>
          <Controller
            control={control}
            name="number"
            render={({ field }) => (
              <TextInput
                {...field}
                id={ids.number}
                onChange={(event) => field.onChange(event.target.value.slice(0, CARD_INPUT_MAX_LENGTH))}
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={CARD_INPUT_MAX_LENGTH}
                placeholder="0000-0000-0000-0000"
                aria-invalid={errors.number ? true : undefined}
                aria-describedby={ids.numberNote}
              />
            )}
          />
          <div id={ids.numberNote}>
            {errors.number ? (
              <Note $tone="danger" role="alert">
                {errors.number.message}
              </Note>
            ) : (
              <Hint>{brand ? t.brandDetected(t.brands[brand]) : t.numberHint}</Hint>
            )}
          </div>
        </FieldStack>
        <Fieldset aria-describedby={ids.expiryNote}>
          <Legend>{t.expiryLegend}</Legend>
          <Expiry>
            <Controller
              control={control}
              name="month"
              render={({ field }) => (
                <TextInput
                  {...field}
                  id={ids.month}
                  aria-label={t.monthLabel}
                  onChange={(event) => {
                    field.onChange(event.target.value.replace(/\D/g, '').slice(0, 2));
                    // An expiry in the past was the month's and the year's together: a new month asks again.
                    if (errors.year?.message === t.errors.expired) clearErrors('year');
                  }}
                  inputMode="numeric"
                  autoComplete="cc-exp-month"
                  placeholder="MM"
                  aria-invalid={errors.month ? true : undefined}
                />
              )}
            />
            <Controller
              control={control}
              name="year"
              render={({ field }) => (
                <TextInput
                  {...field}
                  id={ids.year}
                  aria-label={t.yearLabel}
                  onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, 4))}
                  inputMode="numeric"
                  autoComplete="cc-exp-year"
                  placeholder="YYYY"
                  aria-invalid={errors.year ? true : undefined}
                />
              )}
            />
          </Expiry>
          <div id={ids.expiryNote}>
            {expiryError ? (
              <Note $tone="danger" role="alert">
                {expiryError}
              </Note>
            ) : null}
          </div>
        </Fieldset>
        {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <Actions>
          <Button type="submit">{t.submit}</Button>
          <Button as={Link} to="/mypage/payment" variant="secondary">
            {t.back}
          </Button>
        </Actions>
      </Form>
    </section>
  );
}
