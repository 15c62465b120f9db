import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { readInlineRemotesManifest, remotesManifestReader, type RemoteName, type RemoteRoutesModule, type RemotesManifest } from 'shared-contracts';
import { isRemoteLoadFailure, RemoteLoadError } from './remote-load-failure';

/**
 * Remote locations are read at run time from /remotes.json, so a remote is redeployed by
 * replacing its files and its line in that file — the shell is not rebuilt. The server writes the same map
 * into the page (first-view hints), which saves the round trip; a page without it fetches the file. The page's copy
 * is used for the first read only; any later read fetches the file itself.
 */
let manifestPromise: Promise<RemotesManifest> | null = null;
const readManifest = remotesManifestReader(readInlineRemotesManifest);

async function fetchManifest(): Promise<RemotesManifest> {
  const manifest = await readManifest();
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry: new URL(entry!, window.location.href).href })));
  return manifest;
}

function ensureManifest(): Promise<RemotesManifest> {
  manifestPromise ??= fetchManifest().catch((error: unknown) => {
    manifestPromise = null; // a later attempt fetches again
    throw error;
  });
  return manifestPromise;
}

const loaded = new Map<RemoteName, Promise<RemoteRoutesModule>>();

async function importRoutes(name: RemoteName, attempt: number): Promise<RemoteRoutesModule> {
  const manifest = await ensureManifest();
  const entry = manifest[name];
  if (!entry) throw new RemoteLoadError(name, 'remotes.json에 등록되지 않은 원격 모듈');
  if (attempt > 0) {
    // A failed script or manifest load is cached by the runtime; re-registering forgets it.
    registerRemotes([{ name, entry: new URL(entry, window.location.href).href }], { force: true });
  }
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!module || isRemoteLoadFailure(module)) {
    throw new RemoteLoadError(name, isRemoteLoadFailure(module) ? module.reason : 'empty module');
  }
  return module;
}

/** Loads a remote's routes once; a failure is not cached so the retry button can try again. */
export function loadRemoteRoutes(name: RemoteName, attempt = 0): Promise<RemoteRoutesModule> {
  const cached = loaded.get(name);
  if (cached) return cached;
  const pending = importRoutes(name, attempt).catch((error: unknown) => {
    loaded.delete(name);
    throw error;
  });
  loaded.set(name, pending);
  return pending;
}
