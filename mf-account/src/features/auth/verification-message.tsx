import { Note } from 'ui-kit/forms';
import type { FlowMessage } from './email-verification.hook';

/** The e-mail step's latest outcome, announced politely (success) or assertively (failure). */
export function VerificationMessage({ message }: { message: FlowMessage | null }) {
  if (!message) return null;
  return message.tone === 'danger' ? (
    <Note role="alert" $tone="danger">
      {message.text}
    </Note>
  ) : (
    <Note role="status" $tone="success">
      {message.text}
    </Note>
  );
}
