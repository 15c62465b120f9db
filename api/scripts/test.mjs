/* global process, console */
// Node 20's test runner does not expand globs, so this finds the *.test.ts files itself and hands them over.
// Usage: node scripts/test.mjs [path-fragment ...]   (fragments filter the files, e.g. `search` or `src/db`)
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filters = process.argv.slice(2).filter((arg) => arg !== '--');
const files = readdirSync(path.join(root, 'src'), { recursive: true })
  .map((file) => path.join('src', String(file)))
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
  .sort();

if (files.length === 0) {
  console.error(`no test files match ${filters.join(' ')}`);
  process.exit(1);
}

// Files are independent: each builds its own database (a copy of a template, see src/db/test-database.ts), Redis
// keys carry a random prefix and servers listen on port 0. Two files at a time keep both cores busy: one file is
// one process that mostly waits on PostgreSQL, or runs PGlite (single-threaded) inside itself.
// API_TEST_CONCURRENCY overrides (1 = one file at a time, as before).
const concurrency = Number(process.env.API_TEST_CONCURRENCY || 2);
const child = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
