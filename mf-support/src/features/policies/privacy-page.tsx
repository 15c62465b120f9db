import { PolicyPage } from './policy-page';
import { policyMessages as t } from './policy.messages';
import { PRIVACY } from './privacy.content';

/** /privacy: the privacy policy (a chunk of its own, loaded only here). */
export default function PrivacyPage() {
  return <PolicyPage document={PRIVACY} idPrefix="privacy" other={{ label: t.termsLink, to: '/terms' }} />;
}
