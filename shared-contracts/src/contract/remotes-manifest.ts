import { REMOTE_NAMES, type RemoteName } from './remote-contract';

/** `/remotes.json`: remote name → entry URL (remoteEntry.js), absolute or relative to the site. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

/**
 * Reads /remotes.json without a schema library (it is parsed on every page, so it stays out of the
 * shell's bundle). A remote missing from the file breaks only its own area; a present entry must be
 * a non-empty string. Unknown keys are ignored so a newer file still works with an older shell.
 */
export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError('remotes.json must be an object of remote name → entry URL');
  }
  const record = value as Record<string, unknown>;
  const manifest: RemotesManifest = {};
  for (const name of REMOTE_NAMES) {
    const entry = record[name];
    if (entry === undefined) continue;
    if (typeof entry !== 'string' || entry.trim() === '') {
      throw new TypeError(`remotes.json: the entry of ${name} must be a non-empty URL`);
    }
    manifest[name] = entry.trim();
  }
  return manifest;
}

/**
 * A reader of the remotes map for one federation instance (the shell's, or a remote's that loads another remote):
 * the copy the server wrote into the page on the first read (`readInline`), /remotes.json after that, so a
 * redeployed remote is picked up without rebuilding anything.
 */
export function remotesManifestReader(readInline: () => RemotesManifest | null): () => Promise<RemotesManifest> {
  let inlineTried = false;
  return async () => {
    const inline = inlineTried ? null : readInline();
    inlineTried = true;
    if (inline) return inline;
    // `cache` is the browser's (Node's fetch types, which the API compiles this with, lack it).
    const response = await fetch('/remotes.json', { cache: 'no-cache' } as RequestInit);
    if (!response.ok) throw new Error(`remotes.json ${response.status}`);
    return parseRemotesManifest(await response.json());
  };
}
