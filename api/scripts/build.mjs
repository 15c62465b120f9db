#!/usr/bin/env node
/* global console */
// `pnpm --filter api build` (part of the root `pnpm build`): the server as plain JavaScript, so a start does not
// compile TypeScript (tsx took 6–11 s of every start on the busy machine). esbuild bundles api/src and the
// workspace's shared-contracts (TypeScript sources) into dist/server.js; every npm package stays an import from
// node_modules (native sharp, PGlite's wasm, pino's workers are loaded as they are). Takes about a second.
// Tests and `pnpm dev` keep running the sources through tsx.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(apiRoot, 'dist');

/** Bare imports stay external, except the workspace's own TypeScript packages, which are compiled in. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === 'shared-contracts' || args.path.startsWith('shared-contracts/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiRoot,
  entryPoints: { server: 'src/server.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // Keep class and function names: logs, error names and stack traces stay readable.
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalNpmPackages],
  // shared-contracts' package.json "exports" point at .ts files: resolve them as esbuild would any source.
  conditions: ['import', 'node'],
});
console.log(`[api build] dist/server.js in ${Date.now() - started} ms`);
