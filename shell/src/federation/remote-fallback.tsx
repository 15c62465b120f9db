import { useEffect } from 'react';
import { releaseFirstView } from 'shared-contracts';
import { Button, EmptyState, PageFrame, Spinner } from 'ui-kit';
import { shellMessages } from '../shell.messages';

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  // The page's own picture will not come: what the server painted must not hide this message.
  useEffect(() => releaseFirstView(), []);
  return (
    <PageFrame>
      <div role="alert">
        <EmptyState
          title={shellMessages.remoteFailedTitle}
          description={shellMessages.remoteFailedDescription}
          action={<Button onClick={onRetry}>{shellMessages.retry}</Button>}
        />
      </div>
    </PageFrame>
  );
}

export function RemoteLoading() {
  return (
    <PageFrame>
      <div style={{ display: 'flex', justifyContent: 'center', padding: '64px 0' }}>
        <Spinner />
      </div>
    </PageFrame>
  );
}
