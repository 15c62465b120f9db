import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (parent of api/): default WEB_ROOT, independent of the cwd the server is started from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Empty strings in .env files or CI matrices mean "not set", not "set to nothing".
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: optionalString.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'must be a postgres:// or postgresql:// URL',
  ),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_ROOT: optionalString,
  REMOTES_FILE: optionalString,
  PUBLIC_ORIGIN: optionalString.refine(
    (value) => value === undefined || /^https?:\/\/[^/]+/.test(value),
    'must be an http(s) origin such as https://hotel.example.com',
  ),
  SEED_HOTELS: z.coerce.number().int().min(1).max(100_000).default(300),
});

export type LogLevel = z.infer<typeof EnvSchema>['LOG_LEVEL'];

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path; holds pgdata/ (PGlite) and images/. */
  dataDir: string;
  databaseUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: LogLevel;
  webRoot: string;
  remotesFile: string | undefined;
  publicOrigin: string | undefined;
  /** Size of the demo world built on first start. */
  seedHotels: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    webRoot: path.resolve(cwd, e.WEB_ROOT ?? REPO_ROOT),
    remotesFile: e.REMOTES_FILE === undefined ? undefined : path.resolve(cwd, e.REMOTES_FILE),
    publicOrigin: e.PUBLIC_ORIGIN,
    seedHotels: e.SEED_HOTELS,
  };
}
