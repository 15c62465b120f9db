#!/usr/bin/env node
// `pnpm dev [mf-x …]`: the API (watch mode) on :8080, the shell dev server on :3000 and the named
// remotes' dev servers (default: all six). Remotes not named are served from their built files.
import { spawn } from 'node:child_process';

const all = ['mf-search', 'mf-hotel', 'mf-account', 'mf-support', 'mf-owner', 'mf-admin'];
const wanted = process.argv.slice(2).filter((a) => all.includes(a));
const remotes = wanted.length ? wanted : all;
const env = { ...process.env, DEV_REMOTES: remotes.join(',') };

const children = [];
function run(label, args) {
  const child = spawn('pnpm', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(`[${label}] ${line}\n`);
    });
  }
  child.on('exit', (code) => process.stdout.write(`[${label}] exited with ${code}\n`));
  children.push(child);
}

run('api', ['--filter', 'api', 'dev']);
run('shell', ['--filter', 'shell', 'dev']);
for (const remote of remotes) run(remote, ['--filter', remote, 'dev']);
process.stdout.write(`\nshell: http://localhost:3000  (API :8080; dev remotes: ${remotes.join(', ')})\n\n`);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
