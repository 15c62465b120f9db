import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, todayInSeoul, useToast } from 'ui-kit';
import { Field, Fieldset, FormError, Hint, Input, Label, Legend, Note, Row } from '../../auth/form-parts';
import { TabHeading } from '../frame/tab-heading';
import { cardDigits, CARD_INPUT_MAX_LENGTH, detectBrand, isValidCard, validateCard, type CardValidation } from './card-rules';
import { cardMessages as t } from './card.messages';
import { useSavedCards } from './saved-cards.hook';
import { newCardId } from './saved-cards.storage';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 480px;
`;

const Expiry = styled(Row)`
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

const NO_ERRORS: CardValidation = { number: null, month: null, year: null };

/**
 * My page's add-card form (§5 "Card add" plus Luhn and brand). On success only brand, last 4 digits and expiry are
 * stored, the typed number is cleared from the form's state, and the member goes back to the payment tab. No
 * security code is asked: nothing here could keep it.
 */
export function AddCardPage() {
  const ids = { number: useId(), month: useId(), year: useId(), numberNote: useId(), expiryNote: useId() };
  const [number, setNumber] = useState('');
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [errors, setErrors] = useState<CardValidation>(NO_ERRORS);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { add, cards } = useSavedCards();
  const navigate = useNavigate();
  const toast = useToast();
  const digits = cardDigits(number);
  const brand = digits.length >= 2 && /^[0-9-]+$/.test(number) ? detectBrand(digits) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateCard({ number, month, year }, todayInSeoul());
    setErrors(result);
    setSaveError(null);
    if (!isValidCard(result)) return;
    const card = { id: newCardId(), brand: detectBrand(digits), last4: digits.slice(-4), expMonth: Number(month), expYear: Number(year) };
    if (cards.some((c) => c.brand === card.brand && c.last4 === card.last4 && c.expMonth === card.expMonth && c.expYear === card.expYear)) {
      setSaveError(t.errors.duplicate);
      return;
    }
    // The full number leaves the component's state whatever happens next.
    setNumber('');
    if (!add(card)) {
      setSaveError(t.saveFailed);
      return;
    }
    toast.success(t.saved);
    void navigate('/mypage/payment');
  };

  const expiryError = errors.month ?? errors.year;
  return (
    <section aria-labelledby="mypage-add-card-title">
      <TabHeading id="mypage-add-card-title">{t.addTitle}</TabHeading>
      <StorageNote>{t.storageNote}</StorageNote>
      <Form onSubmit={submit} noValidate>
        <Field>
          <Label htmlFor={ids.number}>{t.numberLabel}</Label>
          <Input
            id={ids.number}
            value={number}
            onChange={(event) => {
              setNumber(event.target.value.slice(0, CARD_INPUT_MAX_LENGTH));
              setErrors((current) => ({ ...current, number: null }));
            }}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={CARD_INPUT_MAX_LENGTH}
            placeholder="0000-0000-0000-0000"
            aria-invalid={errors.number !== null || undefined}
            aria-describedby={ids.numberNote}
          />
          <div id={ids.numberNote}>
            {errors.number ? (
              <Note $tone="danger" role="alert">
                {t.errors[errors.number]}
              </Note>
            ) : (
              <Hint>{brand ? t.brandDetected(t.brands[brand]) : t.numberHint}</Hint>
            )}
          </div>
        </Field>
        <Fieldset aria-describedby={ids.expiryNote}>
          <Legend>{t.expiryLegend}</Legend>
          <Expiry>
            <Input
              id={ids.month}
              aria-label={t.monthLabel}
              value={month}
              onChange={(event) => {
                setMonth(event.target.value.replace(/\D/g, '').slice(0, 2));
                setErrors((current) => ({ ...current, month: null, year: current.year === 'expired' ? null : current.year }));
              }}
              inputMode="numeric"
              autoComplete="cc-exp-month"
              placeholder="MM"
              aria-invalid={errors.month !== null || undefined}
            />
            <Input
              id={ids.year}
              aria-label={t.yearLabel}
              value={year}
              onChange={(event) => {
                setYear(event.target.value.replace(/\D/g, '').slice(0, 4));
                setErrors((current) => ({ ...current, year: null }));
              }}
              inputMode="numeric"
              autoComplete="cc-exp-year"
              placeholder="YYYY"
              aria-invalid={errors.year !== null || undefined}
            />
          </Expiry>
          <div id={ids.expiryNote}>
            {expiryError ? (
              <Note $tone="danger" role="alert">
                {t.errors[expiryError]}
              </Note>
            ) : null}
          </div>
        </Fieldset>
        {saveError ? <FormError role="alert">{saveError}</FormError> : null}
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
