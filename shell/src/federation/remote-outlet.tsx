import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from 'shared-contracts';
import { loadRemoteRoutes } from './remote-registry';
import { RemoteFallback, RemoteLoading } from './remote-fallback';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a failed load or a render error inside a remote, so the rest of the site keeps working. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] remote area failed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <RemoteFallback onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/** Mounts a remote's routes lazily: the remote's code is fetched only when its area is visited. */
export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const RemoteRoutes = useMemo<ComponentType>(() => lazy(() => loadRemoteRoutes(remote, attempt)), [remote, attempt]);
  return (
    <RemoteErrorBoundary key={`${remote}:${attempt}`} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<RemoteLoading />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
