import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

/** The repository root (parent of api/): default WEB_ROOT, independent of the cwd the server is started from. */
export { REPO_ROOT };

// Empty strings in .env files or CI matrices mean "not set", not "set to nothing".
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** What Fastify's trustProxy (proxy-addr) understands: an address, a CIDR range or one of its named ranges. */
function isTrustedProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // Unset: 127.0.0.1 outside production (nothing on the network reaches a development server), 0.0.0.0 in production.
  HOST: optionalString,
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
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  SEED_DEMO_PASSWORD: optionalString,
  DEV_MAILBOX: z.enum(['true', 'false']).optional(),
  JWT_SECRET: optionalString,
  ALTCHA_HMAC_KEY: optionalString,
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().min(3).default('스테이온 <no-reply@hotel.local>'),
  REDIS_URL: optionalString,
  REDIS_KEY_PREFIX: z.string().default('hotel:'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  AUTH_RATE_LIMIT_LOGIN_MAX: z.coerce.number().int().min(1).default(60),
  AUTH_RATE_LIMIT_EMAIL_MAX: z.coerce.number().int().min(1).default(30),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  TRUST_PROXY: optionalString.refine(
    (value) => value === undefined || value.split(',').every((entry) => isTrustedProxyEntry(entry.trim())),
    'must be a comma-separated list of IP addresses, CIDR ranges or loopback/linklocal/uniquelocal',
  ),
  RATE_LIMIT_ENABLED: z.enum(['true', 'false']).default('true'),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_SEARCH_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_CONCURRENT_PER_CLIENT: z.coerce.number().int().min(1).default(24),
  API_CONCURRENCY: z.coerce.number().int().min(0).default(0),
  OAUTH_KAKAO_CLIENT_ID: optionalString,
  OAUTH_KAKAO_CLIENT_SECRET: optionalString,
  OAUTH_KAKAO_AUTHORIZE_URL: z.string().url().default('https://kauth.kakao.com/oauth/authorize'),
  OAUTH_KAKAO_TOKEN_URL: z.string().url().default('https://kauth.kakao.com/oauth/token'),
  OAUTH_KAKAO_USERINFO_URL: z.string().url().default('https://kapi.kakao.com/v2/user/me'),
  OAUTH_NAVER_CLIENT_ID: optionalString,
  OAUTH_NAVER_CLIENT_SECRET: optionalString,
  OAUTH_NAVER_AUTHORIZE_URL: z.string().url().default('https://nid.naver.com/oauth2.0/authorize'),
  OAUTH_NAVER_TOKEN_URL: z.string().url().default('https://nid.naver.com/oauth2.0/token'),
  OAUTH_NAVER_USERINFO_URL: z.string().url().default('https://openapi.naver.com/v1/nid/me'),
  OAUTH_GOOGLE_CLIENT_ID: optionalString,
  OAUTH_GOOGLE_CLIENT_SECRET: optionalString,
  OAUTH_GOOGLE_AUTHORIZE_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  OAUTH_GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  OAUTH_GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  HOLD_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  HOLD_EXPIRY_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  HOLD_MAX_ACTIVE_PER_USER: z.coerce.number().int().min(1).max(1000).default(3),
  HOLD_MAX_EXTENSIONS: z.coerce.number().int().min(0).max(10).default(1),
  HOLD_CREATE_RATE_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  HOLD_CREATE_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  TOSS_CLIENT_KEY: optionalString,
  TOSS_SECRET_KEY: optionalString,
  TOSS_API_URL: z.string().url().default('https://api.tosspayments.com'),
  SEARCH_CACHE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  SEARCH_GRID_SIZE: z.coerce.number().int().min(0).max(10_000).default(128),
  /** PostgreSQL connections per API process; unset: twice the cores, at least 4 (db/database.ts DEFAULT_POOL_MAX). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).optional(),
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
  /** Whether an empty database gets the demo world (default: outside production only) or reference data only. */
  seedDemo: boolean;
  /** One password for every demo account instead of the published ones (required for the demo in production). */
  seedDemoPassword: string | undefined;
  /** DEV_MAILBOX: true = serve the development mailbox whatever the listen address; undefined = on loopback only. */
  devMailbox: boolean | undefined;
  auth: AuthConfig;
  holds: HoldConfig;
  /** Search answers kept by the exact result cache (0 = no cache); see docs/performance.md. */
  searchCacheSize: number;
  /** Stay grids (one check-in date and stay slot) kept in memory for nationwide searches (0 = none); decision 0027. */
  searchGridSize: number;
  databasePoolMax: number | undefined;
  payments: PaymentConfig;
  /** Addresses of the proxies whose X-Forwarded-For/-Proto/-Host are believed; undefined = none. */
  trustProxy: string[] | undefined;
  rateLimit: RateLimitConfig;
}

/** Per-client (per-IP) limits on /api; /api/auth/* keeps its own budgets in AuthConfig.rateLimit. */
export interface RateLimitConfig {
  enabled: boolean;
  windowSeconds: number;
  /** Requests per window for every /api route not in a group below. */
  max: number;
  /** Requests per window to /api/search/* (the most expensive reads). */
  searchMax: number;
  /** Requests of one client being served or waiting at once; more answer 429. */
  concurrentPerClient: number;
  /** Requests the API works on at once (the rest wait, served in turn per client); 0 = by database kind. */
  concurrency: number;
}

export interface HoldConfig {
  /** Lifetime of a hold; reprice restarts it, within maxExtensions more lifetimes counted from creation. */
  ttlSeconds: number;
  /** How often the expiry job looks for lapsed holds (lapsed holds are also expired whenever they are read). */
  expiryIntervalSeconds: number;
  /** Unexpired ACTIVE holds one member may have at once (hoarding a hotel's rooms, issue 13). */
  maxActivePerUser: number;
  /** A hold never lives past createdAt + ttl × (1 + maxExtensions), however often it is repriced. */
  maxExtensions: number;
  /** Holds one member may create per window (counted in the database, so shared by every instance). */
  createRate: { max: number; windowSeconds: number };
}

export interface PaymentConfig {
  /** Toss Payments when both keys are set; otherwise the built-in sandbox checkout. */
  toss: { clientKey: string; secretKey: string; apiUrl: string } | undefined;
}

export type OAuthProviderName = 'kakao' | 'naver' | 'google';

export interface OAuthProviderConfig {
  clientId: string | undefined;
  clientSecret: string | undefined;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

export interface AuthConfig {
  /** Undefined = generated once and kept in the database (app_meta), so every instance agrees. */
  jwtSecret: string | undefined;
  altchaHmacKey: string | undefined;
  altchaMaxNumber: number;
  recaptcha: { siteKey: string; secret: string; verifyUrl: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  rateLimit: { max: number; loginMax: number; emailMax: number; windowSeconds: number };
  oauth: Record<OAuthProviderName, OAuthProviderConfig>;
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
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    webRoot: path.resolve(cwd, e.WEB_ROOT ?? REPO_ROOT),
    remotesFile: e.REMOTES_FILE === undefined ? undefined : path.resolve(cwd, e.REMOTES_FILE),
    publicOrigin: e.PUBLIC_ORIGIN,
    seedHotels: e.SEED_HOTELS,
    seedDemo: e.SEED_DEMO === undefined ? e.NODE_ENV !== 'production' : e.SEED_DEMO === 'true',
    seedDemoPassword: e.SEED_DEMO_PASSWORD,
    devMailbox: e.DEV_MAILBOX === undefined ? undefined : e.DEV_MAILBOX === 'true',
    holds: {
      ttlSeconds: e.HOLD_TTL_SECONDS,
      expiryIntervalSeconds: e.HOLD_EXPIRY_INTERVAL_SECONDS,
      maxActivePerUser: e.HOLD_MAX_ACTIVE_PER_USER,
      maxExtensions: e.HOLD_MAX_EXTENSIONS,
      createRate: { max: e.HOLD_CREATE_RATE_MAX, windowSeconds: e.HOLD_CREATE_RATE_WINDOW_SECONDS },
    },
    searchCacheSize: e.SEARCH_CACHE_SIZE,
    searchGridSize: e.SEARCH_GRID_SIZE,
    databasePoolMax: e.DATABASE_POOL_MAX,
    trustProxy: e.TRUST_PROXY?.split(',').map((entry) => entry.trim()),
    rateLimit: {
      enabled: e.RATE_LIMIT_ENABLED === 'true',
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      max: e.RATE_LIMIT_MAX,
      searchMax: e.RATE_LIMIT_SEARCH_MAX,
      concurrentPerClient: e.RATE_LIMIT_CONCURRENT_PER_CLIENT,
      concurrency: e.API_CONCURRENCY,
    },
    payments: {
      toss:
        e.TOSS_CLIENT_KEY && e.TOSS_SECRET_KEY
          ? { clientKey: e.TOSS_CLIENT_KEY, secretKey: e.TOSS_SECRET_KEY, apiUrl: e.TOSS_API_URL.replace(/\/+$/, '') }
          : undefined,
    },
    auth: {
      jwtSecret: e.JWT_SECRET,
      altchaHmacKey: e.ALTCHA_HMAC_KEY,
      altchaMaxNumber: e.ALTCHA_MAX_NUMBER,
      recaptcha:
        e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET
          ? { siteKey: e.RECAPTCHA_SITE_KEY, secret: e.RECAPTCHA_SECRET, verifyUrl: e.RECAPTCHA_VERIFY_URL }
          : undefined,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      redisUrl: e.REDIS_URL,
      redisKeyPrefix: e.REDIS_KEY_PREFIX,
      rateLimit: {
        max: e.AUTH_RATE_LIMIT_MAX,
        loginMax: e.AUTH_RATE_LIMIT_LOGIN_MAX,
        emailMax: e.AUTH_RATE_LIMIT_EMAIL_MAX,
        windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      },
      oauth: {
        kakao: {
          clientId: e.OAUTH_KAKAO_CLIENT_ID,
          clientSecret: e.OAUTH_KAKAO_CLIENT_SECRET,
          authorizeUrl: e.OAUTH_KAKAO_AUTHORIZE_URL,
          tokenUrl: e.OAUTH_KAKAO_TOKEN_URL,
          userinfoUrl: e.OAUTH_KAKAO_USERINFO_URL,
        },
        naver: {
          clientId: e.OAUTH_NAVER_CLIENT_ID,
          clientSecret: e.OAUTH_NAVER_CLIENT_SECRET,
          authorizeUrl: e.OAUTH_NAVER_AUTHORIZE_URL,
          tokenUrl: e.OAUTH_NAVER_TOKEN_URL,
          userinfoUrl: e.OAUTH_NAVER_USERINFO_URL,
        },
        google: {
          clientId: e.OAUTH_GOOGLE_CLIENT_ID,
          clientSecret: e.OAUTH_GOOGLE_CLIENT_SECRET,
          authorizeUrl: e.OAUTH_GOOGLE_AUTHORIZE_URL,
          tokenUrl: e.OAUTH_GOOGLE_TOKEN_URL,
          userinfoUrl: e.OAUTH_GOOGLE_USERINFO_URL,
        },
      },
    },
  };
}
