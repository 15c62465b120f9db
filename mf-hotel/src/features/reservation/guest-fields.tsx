import styled from 'styled-components';
import { GUEST_NAME_MAX, formatPhoneInput, type GuestErrors, type GuestForm } from './guest-form.rules';
import { Card, CardTitle, ErrorText, Field, Input } from './reservation.styles';
import { reservationMessages } from './reservation.messages';

interface GuestFieldsProps {
  value: GuestForm;
  errors: GuestErrors;
  disabled: boolean;
  onChange: (next: Partial<GuestForm>) => void;
  onBlur: (field: keyof GuestForm) => void;
}

/**
 * The guest's name and 010 mobile number (formatted while typing). An error is tied to its field
 * (aria-describedby) and announced when it appears (role="alert").
 */
export function GuestFields({ value, errors, disabled, onChange, onBlur }: GuestFieldsProps) {
  const t = reservationMessages.guest;
  return (
    <Card aria-labelledby="reservation-guest-heading">
      <CardTitle id="reservation-guest-heading">{t.heading}</CardTitle>
      <Field>
        <label htmlFor="reservation-guest-name">{t.name}</label>
        <Input
          id="reservation-guest-name"
          name="guestName"
          autoComplete="name"
          maxLength={GUEST_NAME_MAX}
          placeholder={t.namePlaceholder}
          value={value.guestName}
          disabled={disabled}
          aria-invalid={errors.guestName ? true : undefined}
          aria-describedby={errors.guestName ? 'reservation-guest-name-error' : undefined}
          onChange={(event) => onChange({ guestName: event.target.value })}
          onBlur={() => onBlur('guestName')}
        />
        {errors.guestName ? (
          <ErrorText id="reservation-guest-name-error" role="alert">
            {errors.guestName}
          </ErrorText>
        ) : null}
      </Field>
      <Field>
        <label htmlFor="reservation-guest-phone">{t.phone}</label>
        <Input
          id="reservation-guest-phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t.phonePlaceholder}
          value={value.phone}
          disabled={disabled}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? 'reservation-guest-phone-error' : 'reservation-guest-phone-hint'}
          onChange={(event) => onChange({ phone: formatPhoneInput(event.target.value) })}
          onBlur={() => onBlur('phone')}
        />
        {errors.phone ? (
          <ErrorText id="reservation-guest-phone-error" role="alert">
            {errors.phone}
          </ErrorText>
        ) : (
          <Hint id="reservation-guest-phone-hint">{t.phoneHint}</Hint>
        )}
      </Field>
    </Card>
  );
}

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
