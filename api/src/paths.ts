import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package's folder: this file is api/src/paths.ts when run through tsx (tests, `pnpm dev`) and part of
 * api/dist/server.js in the precompiled build — one level below api/ either way, so the same URL works for both.
 */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The repository root (the served build's default WEB_ROOT). */
export const REPO_ROOT = path.resolve(API_ROOT, '..');
