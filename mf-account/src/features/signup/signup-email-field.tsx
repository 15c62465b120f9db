import { Controller, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from 'ui-kit';
import { ActionRow, ControlRow, FieldError, Fieldset, Legend, Note, Select, TextInput, errorId } from 'ui-kit/forms';
import { authMessages, formatMmSs } from '../auth/auth.messages';
import type { useEmailVerification } from '../auth/email-verification.hook';
import { VerificationMessage } from '../auth/verification-message';
import { CUSTOM_DOMAIN, EMAIL_DOMAINS, signupEmail, type SignupValues } from './signup-form.schema';

interface SignupEmailFieldProps {
  form: UseFormReturn<SignupValues>;
  verification: ReturnType<typeof useEmailVerification>;
  /** The form's rule about the address (required, format, not verified yet). */
  error?: string;
}

const texts = authMessages.signup;
const ERROR_ID = errorId('signup-email');

/** The e-mail step of sign-up: address, send-code (cooldown), code + confirm (countdown), verified. */
export function SignupEmailField({ form, verification, error }: SignupEmailFieldProps) {
  const { register, control, watch } = form;
  const [emailLocal, emailDomain, customDomain, code] = watch(['emailLocal', 'emailDomain', 'customDomain', 'code']);
  const email = signupEmail({ emailLocal, emailDomain, customDomain });
  const { verified, cooldownSeconds, codeSecondsLeft, codeSent, codeExpired } = verification;
  // Whatever was sent or verified belonged to the old address.
  const addressPart = { onChange: () => verification.reset() };
  return (
    <Fieldset>
      <Legend>{texts.email}</Legend>
      <ControlRow>
        <TextInput
          aria-label={texts.emailLocal}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
          {...register('emailLocal', addressPart)}
        />
        <At aria-hidden="true">@</At>
        <Select aria-label={texts.emailDomain} {...register('emailDomain', addressPart)}>
          {EMAIL_DOMAINS.map((domain) => (
            <option key={domain} value={domain}>
              {domain}
            </option>
          ))}
          <option value={CUSTOM_DOMAIN}>{texts.customDomain}</option>
        </Select>
      </ControlRow>
      {emailDomain === CUSTOM_DOMAIN ? (
        <TextInput aria-label={texts.customDomainInput} placeholder="example.com" autoComplete="off" {...register('customDomain', addressPart)} />
      ) : null}
      <Button
        type="button"
        variant="secondary"
        // Stays available once verified: a new code request simply starts over (verified resets).
        disabled={cooldownSeconds > 0}
        loading={verification.sending}
        onClick={() => verification.send(email)}
      >
        {cooldownSeconds > 0 ? texts.resendIn(cooldownSeconds) : texts.sendCode}
      </Button>
      <ActionRow>
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <TextInput
              {...field}
              aria-label={texts.code}
              placeholder={texts.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              readOnly={verified}
              onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
            />
          )}
        />
        <Button
          type="button"
          variant="secondary"
          disabled={verified || !codeSent}
          loading={verification.verifying}
          onClick={() => verification.verify(email, code)}
        >
          {verified ? texts.verified : texts.confirmCode}
        </Button>
      </ActionRow>
      {codeSent && !verified && codeSecondsLeft > 0 ? (
        <Note role="timer" aria-live="off">
          {texts.codeTimeLeft(formatMmSs(codeSecondsLeft))}
        </Note>
      ) : null}
      {codeExpired ? <Note $tone="danger">{texts.codeExpired}</Note> : null}
      <VerificationMessage message={verification.message} />
      {error ? (
        <FieldError id={ERROR_ID} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Fieldset>
  );
}

const At = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
