import { ConfigError, type AppConfig } from './config';
import { demoSeedProblems } from './db/seed/start-seed';

/**
 * Settings a real deployment cannot do without, checked when the server starts (not by loadConfig, so tests
 * and tools may build a production-mode app without them). Without PUBLIC_ORIGIN the API would have to take
 * its own address from the Host header to build OAuth redirect URIs and redirects.
 */
export function assertStartable(
  config: Pick<AppConfig, 'nodeEnv' | 'publicOrigin'> & Partial<Pick<AppConfig, 'seedDemo' | 'seedDemoPassword'>>,
): void {
  const problems: string[] = [];
  if (config.nodeEnv === 'production' && !config.publicOrigin) {
    problems.push(
      '  - PUBLIC_ORIGIN: required when NODE_ENV=production: the address users reach the site at, ' +
        'e.g. PUBLIC_ORIGIN=https://hotel.example.com (OAuth redirect URIs and redirects are built from it)',
    );
  }
  // The demo world in production only with a password of the operator's, never the README's.
  problems.push(...demoSeedProblems(config));
  if (problems.length > 0) throw new ConfigError(`Cannot start:\n${problems.join('\n')}`);
}
