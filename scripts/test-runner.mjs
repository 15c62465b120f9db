// What the test tiers of `pnpm test` share: the repository root, running a command (streamed or captured), the
// results table every suite records into, and a temporary folder for the runners' reports.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The pnpm that started us (e.g. through `npx pnpm@… test`, with no pnpm on PATH) runs the suites too.
const PNPM = /pnpm\.(c?js|mjs)$/.test(process.env.npm_execpath ?? '') ? [process.execPath, process.env.npm_execpath] : ['pnpm'];
export const pnpm = (args, opts) => run(PNPM[0], [...PNPM.slice(1), ...args], opts);

const ANSI_ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[ -/]*[@-~]`, 'g');
export const stripAnsi = (s) => s.replace(ANSI_ESCAPE, '');

/**
 * Runs a command with inherited stdio (or tee'd when `capture`), resolves { code, output }. `quiet` (with
 * `capture`) keeps the output to print it at the end: for a suite that runs beside another one.
 */
export function run(cmd, args, { cwd = root, env = {}, capture = false, quiet = false } = {}) {
  const shown = cmd === process.execPath ? ['pnpm', ...args.slice(1)] : [cmd, ...args];
  console.log(`\n$ ${shown.join(' ')}${cwd !== root ? `   (in ${path.relative(root, cwd)})` : ''}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    let output = '';
    if (capture) {
      child.stdout.on('data', (d) => {
        if (!quiet) process.stdout.write(d);
        output += d;
      });
      child.stderr.on('data', (d) => {
        if (!quiet) process.stderr.write(d);
        output += d;
      });
    }
    child.once('error', (err) => {
      console.error(`test-all: cannot start ${cmd}: ${err.message}`);
      resolve({ code: 127, output });
    });
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

export const results = [];
export const tmp = mkdtempSync(path.join(os.tmpdir(), 'test-all-'));

/** `failures`: the failed tests' names (with the first line of their message where known), printed after the summary. */
export function record(name, passed, failed, note = '', seconds = 0, failures = []) {
  results.push({ name, passed, failed, note, seconds, failures });
}

/** First non-empty line of a failure message, without colours, at most 200 characters. */
export const firstLine = (message = '') =>
  (
    stripAnsi(String(message))
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? ''
  ).slice(0, 200);
