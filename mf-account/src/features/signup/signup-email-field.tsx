import styled from 'styled-components';
import { Button } from 'ui-kit';
import { authMessages, formatMmSs } from '../auth/auth.messages';
import type { useEmailVerification } from '../auth/email-verification.hook';
import { Fieldset, Input, Legend, Note, Row, Select } from '../auth/form-parts';
import { VerificationMessage } from '../auth/verification-message';

export const EMAIL_DOMAINS = ['naver.com', 'gmail.com'] as const;
export const CUSTOM_DOMAIN = 'custom';

/** local part + preset or custom domain → the address; '' when nothing was typed. */
export function composeEmail(local: string, domainChoice: string, customDomain: string): string {
  const localPart = local.trim();
  if (!localPart) return '';
  const domain = domainChoice === CUSTOM_DOMAIN ? customDomain.trim() : domainChoice;
  return `${localPart}@${domain}`;
}

interface SignupEmailFieldProps {
  local: string;
  domainChoice: string;
  customDomain: string;
  code: string;
  onChange: (change: { local?: string; domainChoice?: string; customDomain?: string }) => void;
  onCodeChange: (code: string) => void;
  verification: ReturnType<typeof useEmailVerification>;
}

const texts = authMessages.signup;

/** The e-mail step of sign-up: address, send-code (cooldown), code + confirm (countdown), verified. */
export function SignupEmailField({
  local,
  domainChoice,
  customDomain,
  code,
  onChange,
  onCodeChange,
  verification,
}: SignupEmailFieldProps) {
  const email = composeEmail(local, domainChoice, customDomain);
  const { verified, cooldownSeconds, codeSecondsLeft, codeSent, codeExpired } = verification;
  return (
    <Fieldset>
      <Legend>{texts.email}</Legend>
      <Row>
        <Input aria-label={texts.emailLocal} autoComplete="off" value={local} onChange={(event) => onChange({ local: event.target.value })} />
        <At aria-hidden="true">@</At>
        <Select
          aria-label={texts.emailDomain}
          value={domainChoice}
          onChange={(event) => onChange({ domainChoice: event.target.value })}
        >
          {EMAIL_DOMAINS.map((domain) => (
            <option key={domain} value={domain}>
              {domain}
            </option>
          ))}
          <option value={CUSTOM_DOMAIN}>{texts.customDomain}</option>
        </Select>
      </Row>
      {domainChoice === CUSTOM_DOMAIN ? (
        <Input
          aria-label={texts.customDomainInput}
          placeholder="example.com"
          autoComplete="off"
          value={customDomain}
          onChange={(event) => onChange({ customDomain: event.target.value })}
        />
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
      <Row>
        <Input
          aria-label={texts.code}
          placeholder={texts.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          readOnly={verified}
          onChange={(event) => onCodeChange(event.target.value.replace(/\D/g, ''))}
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
      </Row>
      {codeSent && !verified && codeSecondsLeft > 0 ? (
        <Note role="timer" aria-live="off">
          {texts.codeTimeLeft(formatMmSs(codeSecondsLeft))}
        </Note>
      ) : null}
      {codeExpired ? <Note $tone="danger">{texts.codeExpired}</Note> : null}
      <VerificationMessage message={verification.message} />
    </Fieldset>
  );
}

const At = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
