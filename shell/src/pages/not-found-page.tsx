import { Link } from 'react-router-dom';
import { Button, EmptyState, PageFrame } from 'ui-kit';
import { shellMessages } from '../shell.messages';

export function NotFoundPage() {
  return (
    <PageFrame>
      <EmptyState
        headingLevel={1}
        title={shellMessages.notFoundTitle}
        description={shellMessages.notFoundDescription}
        action={
          <Button as={Link} to="/main">
            {shellMessages.goHome}
          </Button>
        }
      />
    </PageFrame>
  );
}
