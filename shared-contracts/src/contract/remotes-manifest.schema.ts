import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from './remote-contract';

/** An entry is a manifest or remoteEntry URL, absolute or relative to the site (e.g. /remotes/mf-search/mf-manifest.json). */
const remoteEntryUrl = z.string().trim().min(1);

const shape = Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteEntryUrl])) as Record<
  RemoteName,
  typeof remoteEntryUrl
>;

/**
 * `/remotes.json`: every remote must be listed so a typo fails loudly at start-up rather than when a
 * user reaches that area; unknown keys are ignored so a newer file still works with an older shell.
 */
export const remotesManifestSchema = z.object(shape);

export type RemotesManifest = Record<RemoteName, string>;
