import { Link } from 'react-router-dom';
import { Button, EmptyState } from 'ui-kit';
import { frameMessages as t } from './frame.messages';
import { SupportPage } from './support-page';

/** An address under /support that is no screen: said honestly, with the way to the support centre's home. */
export function SupportNotFoundPage() {
  return (
    <SupportPage>
      <EmptyState
        headingLevel={1}
        title={t.notFoundTitle}
        description={t.notFoundDescription}
        action={
          <Button as={Link} to="/support/contact">
            {t.home}
          </Button>
        }
      />
    </SupportPage>
  );
}
