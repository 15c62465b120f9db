import { useNavigate } from 'react-router-dom';
import { Button, EmptyState, PageFrame } from 'ui-kit';
import { pendingMessages } from './pending.messages';

/** An honest stand-in for a screen that is not built yet, with a way back to the home page. */
export function PendingPage({ area }: { area: 'search' | 'wishlist' }) {
  const navigate = useNavigate();
  const texts = pendingMessages[area];
  return (
    <PageFrame>
      <EmptyState
        title={texts.title}
        description={texts.description}
        action={
          <Button type="button" onClick={() => navigate('/main')}>
            {pendingMessages.backHome}
          </Button>
        }
      />
    </PageFrame>
  );
}
