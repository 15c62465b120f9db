import { useCallback, useState } from 'react';
import { extractErrorCode, isApiError } from 'shared-contracts';
import { AUTH_MESSAGES, CODE_TTL_SECONDS, RESEND_COOLDOWN_SECONDS, isValidEmail } from 'shared-contracts/member-area';
import { useCheckEmailAvailabilityMutation, useSendEmailVerificationCodeMutation, useVerifyEmailCodeMutation, type EmailPurpose } from './auth.api';
import { authMessages } from './auth.messages';
import { useCountdown, type Clock } from './countdown.hook';
import { serverMessage } from './server-message';

export interface FlowMessage {
  text: string;
  tone: 'success' | 'danger';
}

export interface EmailVerificationOptions {
  purpose: EmailPurpose;
  /** Sign-up: the address must be free before a code is sent (guest-core §5). */
  requireAvailable: boolean;
  fallbacks: { send: string; verify: string; emailRequired: string; codeMismatch: string };
  clock?: Clock;
}

function bodyCode(error: unknown): string | null {
  return extractErrorCode(isApiError(error) ? error.body : null);
}

/**
 * The e-mail verification states of guest-core §4: unverified → code sent (resend cooldown and code
 * countdown) → verified after a correct code; a new code request resets verified to false.
 */
export function useEmailVerification({ purpose, requireAvailable, fallbacks, clock }: EmailVerificationOptions) {
  const cooldown = useCountdown(clock);
  const codeTimer = useCountdown(clock);
  const [codeSent, setCodeSent] = useState(false);
  const [verified, setVerified] = useState(false);
  const [message, setMessage] = useState<FlowMessage | null>(null);
  const [checkEmail, checkState] = useCheckEmailAvailabilityMutation();
  const [sendCode, sendState] = useSendEmailVerificationCodeMutation();
  const [verifyCode, verifyState] = useVerifyEmailCodeMutation();
  const { stop: stopCooldown } = cooldown;
  const { stop: stopCodeTimer } = codeTimer;

  const fail = (text: string) => setMessage({ text, tone: 'danger' });

  const send = async (email: string) => {
    const address = email.trim();
    if (!address) return fail(fallbacks.emailRequired);
    if (!isValidEmail(address)) return fail(AUTH_MESSAGES.emailFormat);
    setVerified(false);
    setMessage(null);
    if (requireAvailable) {
      try {
        const available = await checkEmail(address).unwrap();
        if (!available) return fail(AUTH_MESSAGES.emailTaken);
      } catch (error) {
        return fail(serverMessage(error, AUTH_MESSAGES.emailCheckFailed));
      }
    }
    try {
      const answer = await sendCode({ email: address, purpose }).unwrap();
      setCodeSent(true);
      cooldown.start(answer?.resendAfterSeconds ?? RESEND_COOLDOWN_SECONDS);
      codeTimer.start(answer?.expiresInSeconds ?? CODE_TTL_SECONDS);
      setMessage({ text: AUTH_MESSAGES.codeSent, tone: 'success' });
    } catch (error) {
      fail(bodyCode(error) === 'EMAIL_TAKEN' ? AUTH_MESSAGES.emailTaken : serverMessage(error, fallbacks.send));
    }
  };

  const verify = async (email: string, code: string) => {
    const trimmed = code.trim();
    if (!trimmed) return fail(fallbacks.codeMismatch);
    if (codeSent && !codeTimer.running && !verified) return fail(authMessages.signup.codeExpired);
    try {
      const answer = await verifyCode({ email: email.trim(), code: trimmed, purpose }).unwrap();
      if (answer?.verified !== true) return fail(fallbacks.codeMismatch);
      setVerified(true);
      codeTimer.stop();
      cooldown.stop();
      setMessage({ text: AUTH_MESSAGES.emailVerified, tone: 'success' });
    } catch (error) {
      fail(bodyCode(error) === 'CODE_MISMATCH' ? fallbacks.codeMismatch : serverMessage(error, fallbacks.verify));
    }
  };

  /** The address changed: whatever was sent or verified belonged to the old one. */
  const reset = useCallback(() => {
    setVerified(false);
    setCodeSent(false);
    setMessage(null);
    stopCooldown();
    stopCodeTimer();
  }, [stopCooldown, stopCodeTimer]);

  return {
    send,
    verify,
    reset,
    fail,
    codeSent,
    verified,
    message,
    cooldownSeconds: cooldown.remaining,
    codeSecondsLeft: codeTimer.remaining,
    codeExpired: codeSent && !verified && !codeTimer.running,
    sending: checkState.isLoading || sendState.isLoading,
    verifying: verifyState.isLoading,
  };
}
