import { isValidPassword } from 'shared-contracts/schemas';
import { ConfigError, type AppConfig } from '../../config';
import { DEMO_ACCOUNTS } from './world-people.builder';

/** The demo world: its size, PRNG seed and, instead of the published passwords, one password for every account. */
export interface DemoSeed {
  hotels: number;
  seed?: number;
  password?: string;
}

/**
 * What an empty database gets when the app starts: the demo world, the reference data alone (regions, amenities:
 * production unless SEED_DEMO=true), or nothing at all (tests that write their own rows).
 */
export type StartSeed = DemoSeed | 'reference-data' | false;

type DemoSettings = Pick<AppConfig, 'nodeEnv'> & Partial<Pick<AppConfig, 'seedDemo' | 'seedDemoPassword'>>;

/** The passwords the README publishes for the demo accounts: no deployment may accept them. */
export const PUBLISHED_DEMO_PASSWORDS: ReadonlySet<string> = new Set(Object.values(DEMO_ACCOUNTS).map((a) => a.password));

/** Lines for the start-up error: what keeps the demo settings from being used, none when they are fine. */
export function demoSeedProblems(settings: DemoSettings): string[] {
  const problems: string[] = [];
  const password = settings.seedDemoPassword;
  const demo = settings.seedDemo ?? settings.nodeEnv !== 'production';
  if (password !== undefined && !isValidPassword(password)) {
    problems.push('  - SEED_DEMO_PASSWORD: must meet the password policy (10 to 30 characters with a letter, a digit and a special character)');
  } else if (password !== undefined && PUBLISHED_DEMO_PASSWORDS.has(password)) {
    problems.push('  - SEED_DEMO_PASSWORD: must not be one of the demo passwords published in the README');
  }
  if (settings.nodeEnv === 'production' && demo && password === undefined) {
    problems.push(
      '  - SEED_DEMO_PASSWORD: required with SEED_DEMO=true when NODE_ENV=production: the demo accounts (admin0001 ' +
        'included) get this password, never the ones published in the README',
    );
  }
  return problems;
}

/**
 * The seed of a server start (server.ts; tests pass its answer to build()). Outside production: the demo world
 * with the README's accounts unless SEED_DEMO=false. In production: reference data only, or with SEED_DEMO=true
 * the demo world whose accounts all get SEED_DEMO_PASSWORD. Throws rather than seed published passwords.
 */
export function startSeedOf(config: Pick<AppConfig, 'nodeEnv' | 'seedDemo' | 'seedDemoPassword' | 'seedHotels'>): StartSeed {
  const problems = demoSeedProblems(config);
  if (problems.length > 0) throw new ConfigError(`Cannot start:\n${problems.join('\n')}`);
  if (!config.seedDemo) return 'reference-data';
  return { hotels: config.seedHotels, ...(config.seedDemoPassword === undefined ? {} : { password: config.seedDemoPassword }) };
}
