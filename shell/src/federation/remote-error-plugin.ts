import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_FAILED, type RemoteLoadFailure } from './remote-load-failure';

/**
 * Federation runtime plugin: a remote whose manifest, entry or chunk cannot be loaded becomes
 * a failure marker module instead of an exception thrown through the runtime. The outlet turns
 * the marker into the Korean fallback with a retry button, so only that area is affected.
 * Other lifecycles return nothing so the runtime keeps its own handling (and ends up in onLoad).
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-error-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[shell] remote "${id}" failed to load`, error);
      const failure: RemoteLoadFailure = { [REMOTE_LOAD_FAILED]: true, id, reason };
      return failure;
    },
  };
}
