import { useState } from 'react';

/**
 * The message under a form's submit button. A rule's message (the first failing rule of guest-core §5) appears on
 * submit and is checked again on every render afterwards, so it disappears — or gives way to the next failing
 * rule — the moment the user fixes it, instead of staying beside the field's own success ("이메일 인증 완료!",
 * "사용가능"). The server's refusal stays until the next submit.
 */
export function useFormMessage(check: () => string | null) {
  const [submitted, setSubmitted] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const problem = submitted ? check() : null;
  return {
    message: problem ?? serverMessage,
    /** Call on submit: returns the rule that fails now (null when the form may be sent). */
    submit(): string | null {
      setSubmitted(true);
      setServerMessage(null);
      return check();
    },
    /** The server refused the form (shown until the next submit). */
    refused: setServerMessage,
  };
}
