import { PolicyPage } from './policy-page';
import { policyMessages as t } from './policy.messages';
import { TERMS } from './terms.content';

/** /terms: the terms of service (a chunk of its own, loaded only here). */
export default function TermsPage() {
  return <PolicyPage document={TERMS} idPrefix="terms" other={{ label: t.privacyLink, to: '/privacy' }} />;
}
