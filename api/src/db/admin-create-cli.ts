/**
 * Creates an administrator (the first one of a production deployment, which seeds no demo accounts):
 *   pnpm admin:create [-- --login-id ID --email ADDRESS --name NAME]
 * Missing fields are asked for on the terminal; the password comes from ADMIN_PASSWORD or is typed twice without
 * echo. Checked against the sign-up rules (password: 10–30 characters with a letter, a digit and a special
 * character). Writes to the database of the server's settings: DATABASE_URL, else the embedded one under DATA_DIR
 * (stop the server first: the embedded database serves one process at a time).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { AppError } from '../errors/app-error';
import { administratorProblem, createAdministrator, type NewAdministrator } from '../modules/user/administrator.service';
import { openDatabase, type DatabaseTarget } from './database';
import { askLine, canPrompt } from './terminal-prompt';

const USAGE =
  'usage: pnpm admin:create [-- --login-id ID --email ADDRESS --name NAME]\n' +
  '  the password: ADMIN_PASSWORD, or typed in the terminal (not echoed)';

/** A failure the operator can fix: printed without a stack trace. */
class CommandError extends Error {}

async function field(given: string | undefined, question: string, option: string): Promise<string> {
  if (given !== undefined) return given;
  if (!canPrompt()) throw new CommandError(`${option} is required when no terminal can ask for it\n${USAGE}`);
  return askLine(question);
}

async function password(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!canPrompt()) throw new CommandError(`set ADMIN_PASSWORD or run in a terminal to type the password\n${USAGE}`);
  const first = await askLine('password (10–30 characters: letters, digits and a special character): ', { hidden: true });
  const again = await askLine('password again: ', { hidden: true });
  if (first !== again) throw new CommandError('the two passwords differ');
  return first;
}

function databaseTarget(config: ReturnType<typeof loadConfig>): DatabaseTarget {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  const dataDir = path.join(config.dataDir, 'pgdata');
  // PGlite keeps this file while a process has the database open (and removes it on close).
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new CommandError(
      `the embedded database in ${dataDir} is in use: stop the server first ` +
        '(if none runs, a crash left postmaster.pid behind: start and stop the server once)',
    );
  }
  return { kind: 'pglite', dataDir };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    // pnpm forwards the `--` separator itself; drop it so `pnpm admin:create -- --login-id x` works.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      'login-id': { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  // The server's settings, read the same way (INIT_CWD: where pnpm was invoked, so ./.data is the server's).
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const input: NewAdministrator = {
    loginId: await field(values['login-id'], 'login id (8–20 characters): ', '--login-id'),
    email: await field(values.email, 'e-mail: ', '--email'),
    name: await field(values.name, 'name (up to 10 characters): ', '--name'),
    password: await password(),
  };
  // The rules first: a weak password never waits for the database.
  const problem = administratorProblem(input);
  if (problem) throw new AppError(400, 'VALIDATION_ERROR', problem);

  const handle = await openDatabase(databaseTarget(config));
  try {
    const created = await createAdministrator(handle.db, input, systemClock);
    console.log(`administrator ${created.loginId} created (id ${created.id}, ${handle.kind}); sign in and open /admin`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AppError || error instanceof ConfigError || error instanceof CommandError) {
    console.error(`admin:create: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
