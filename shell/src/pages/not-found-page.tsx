import { Link } from 'react-router-dom';
import { Button, EmptyState, PageFrame } from 'ui-kit';
import { shellMessages } from '../shell.messages';

export function NotFoundPage() {
  return (
    <PageFrame>
      <EmptyState
        title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{shellMessages.notFoundTitle}</h1>}
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
