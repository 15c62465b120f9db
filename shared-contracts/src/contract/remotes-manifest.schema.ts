import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from './remote-contract';

/** An entry is a manifest or remoteEntry URL, absolute or relative to the site (e.g. /remotes/mf-search/mf-manifest.json). */
const remoteEntryUrl = z.string().trim().min(1);

const shape = Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteEntryUrl])) as Record<
  RemoteName,
  typeof remoteEntryUrl
>;

/**
 * `/remotes.json`: a remote missing from the file breaks only its own area (the shell shows the
 * fallback there), never the whole site; an entry that is present must be a non-empty URL.
 * Unknown keys are ignored so a newer file still works with an older shell.
 */
export const remotesManifestSchema = z.object(shape).partial();

export type RemotesManifest = Partial<Record<RemoteName, string>>;
