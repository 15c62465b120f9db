import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilitySchema,
  captchaConfigSchema,
  checkEmailQuerySchema,
  checkUsernameQuerySchema,
  emailSendRequestSchema,
  emailSendResponseSchema,
  emailVerifyRequestSchema,
  emailVerifyResponseSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  signupQuerySchema,
  signupRequestSchema,
  signupResponseSchema,
  tokenResponseSchema,
} from 'shared-contracts/schemas';
import { CODE_TTL_SECONDS, RESEND_COOLDOWN_SECONDS } from 'shared-contracts/schemas';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error.schemas';
import { createMailer } from '../mail/mailer';
import { AuthService } from './auth.service';
import { AltchaBotCheck, RecaptchaBotCheck, type BotCheck } from './bot-check';
import { oauthRoutes } from './oauth.routes';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie';

/** Retry-After on every 429 thrown by the service (cooldowns) as well as the rate limiter's. */
function withRetryAfter(reply: FastifyReply, error: unknown): never {
  if (error instanceof AppError && error.status === 429 && typeof error.extra?.retryAfterSeconds === 'number') {
    reply.header('retry-after', String(error.extra.retryAfterSeconds));
  }
  throw error;
}

/**
 * /api/auth/*: availability, e-mail codes, sign-up, login, refresh, logout, reset-password, bot check, social.
 * The /api rate-limit plugin counts these in its `auth` group (AUTH_RATE_LIMIT_MAX); login, codes and reset
 * set tighter budgets of their own below.
 */
/** The auth service with this server's bot check, mailer, token signer and secrets (the my-page account calls use one too). */
export function createAuthService(fastify: FastifyInstance): { service: AuthService; altcha: AltchaBotCheck; botCheck: BotCheck } {
  const { auth } = fastify.config;
  const altcha = new AltchaBotCheck(fastify.secrets.altcha, auth.altchaMaxNumber, fastify.db, fastify.clock);
  const botCheck: BotCheck = auth.recaptcha ? new RecaptchaBotCheck(auth.recaptcha) : altcha;
  const mailer = createMailer({ smtpUrl: auth.smtpUrl, from: auth.mailFrom, db: fastify.db, clock: fastify.clock });
  const service = new AuthService({
    db: fastify.db,
    clock: fastify.clock,
    mailer,
    botCheck,
    accessTokens: fastify.accessTokens,
    hashSecret: fastify.secrets.hashing,
    standings: fastify.sessionStandings,
  });
  return { service, altcha, botCheck };
}

export const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { auth } = fastify.config;
  const limits = auth.rateLimit;
  const { service, altcha, botCheck } = createAuthService(fastify);
  fastify.decorate('authService', service);
  const window = limits.windowSeconds * 1000;

  fastify.get(
    '/check-username',
    {
      schema: {
        tags: ['auth'],
        summary: '아이디 사용 가능 여부',
        querystring: checkUsernameQuerySchema,
        response: { 200: availabilitySchema, ...errorResponses },
      },
    },
    async (request) => ({ available: await service.isLoginIdAvailable(request.query.loginId) }),
  );

  // Says whether an address has an account, as the spec's flows need before a code is sent (decision 0012): what
  // keeps it from serving as a list of members is a budget per client, the code send's own (EMAIL_MAX a window).
  fastify.get(
    '/check-email',
    {
      config: { rateLimit: { max: limits.emailMax, timeWindow: window } },
      schema: {
        tags: ['auth'],
        summary: '이메일 사용 가능 여부',
        description: '회원가입·이메일 변경의 중복확인. 접속 주소마다 인증 코드 전송과 같은 한도 (기본 1분에 30회), 넘으면 429와 Retry-After.',
        querystring: checkEmailQuerySchema,
        response: { 200: availabilitySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { available: await service.isEmailAvailable(request.query.email) };
    },
  );

  fastify.post(
    '/email/send',
    {
      config: { rateLimit: { max: limits.emailMax, timeWindow: window } },
      schema: {
        tags: ['auth'],
        summary: '이메일 인증 코드 전송 (가입 또는 비밀번호 찾기)',
        body: emailSendRequestSchema,
        response: { 200: emailSendResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await service
        .sendCode(request.body.email, request.body.purpose ?? 'SIGNUP', request.ip)
        .catch((error: unknown) => withRetryAfter(reply, error));
      return { sent: true as const, resendAfterSeconds: RESEND_COOLDOWN_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
    },
  );

  fastify.post(
    '/email/verify',
    {
      config: { rateLimit: { max: limits.emailMax, timeWindow: window } },
      schema: {
        tags: ['auth'],
        summary: '이메일 인증 코드 확인',
        body: emailVerifyRequestSchema,
        response: { 200: emailVerifyResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      verified: await service.verifyCode(request.body.email, request.body.code, request.body.purpose ?? 'SIGNUP'),
    }),
  );

  fastify.post(
    '/signup',
    {
      schema: {
        tags: ['auth'],
        summary: '회원가입 (가입 축하 쿠폰 발급)',
        querystring: signupQuerySchema,
        body: signupRequestSchema,
        response: { 201: signupResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await service.signup(request.body, request.query.verificationCode);
      return reply.code(201).send(created);
    },
  );

  fastify.post(
    '/login',
    {
      config: { rateLimit: { max: limits.loginMax, timeWindow: window } },
      schema: {
        tags: ['auth'],
        summary: '로그인 (봇 확인 후 같은 접속 주소에서 5회 실패 시 그 주소만 1시간 잠금)',
        description:
          '실패는 아이디와 접속 주소(IPv4, IPv6는 /64)별로 셉니다: 5회면 그 주소만 423 ACCOUNT_LOCKED, 다른 주소의 계정 주인은 로그인됩니다. ' +
          '모든 주소의 실패가 한 시간에 20회를 넘은 아이디는 더 어려운 ALTCHA를 요구합니다 (400 RECAPTCHA_FAILED, harderBotCheck: true; 다음 챌린지가 어려운 것). ' +
          '관리자가 잠근 계정은 비밀번호가 맞아도 423 ACCOUNT_SUSPENDED (suspended: true, locked: false).',
        body: loginRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { loginId, password, recaptchaToken } = request.body;
      const session = await service.login(loginId, password, recaptchaToken, request.ip);
      setRefreshCookie(request, reply, session, fastify.clock.now());
      return { token: session.token };
    },
  );

  fastify.post(
    '/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: '액세스 토큰 재발급 (refreshToken 쿠키, 매번 교체)',
        response: { 200: tokenResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        const session = await service.refresh(request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(request, reply, session, fastify.clock.now());
        return { token: session.token };
      } catch (error) {
        clearRefreshCookie(request, reply);
        throw error;
      }
    },
  );

  fastify.post(
    '/logout',
    { schema: { tags: ['auth'], summary: '로그아웃 (토큰 계열 폐기)', response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await service.logout(request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/logout-all',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        summary: '모든 기기에서 로그아웃',
        description: '이 계정의 모든 refresh 토큰을 폐기하고 세션 버전을 올려, 이미 발급된 액세스 토큰도 다음 요청부터 401.',
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!request.user) throw AppError.of(401, 'UNAUTHORIZED');
      await service.logoutEverywhere(request.user.sub);
      clearRefreshCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/reset-password',
    {
      config: { rateLimit: { max: limits.loginMax, timeWindow: window } },
      schema: {
        tags: ['auth'],
        summary: '비밀번호 재설정 (인증된 이메일 코드)',
        body: resetPasswordRequestSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.resetPassword(request.body.email, request.body.code, request.body.newPassword, request.ip);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/captcha/config',
    {
      schema: { tags: ['auth'], summary: '로그인 봇 확인 위젯 설정', response: { 200: captchaConfigSchema, ...errorResponses } },
    },
    async () => botCheck.config,
  );

  fastify.get(
    '/captcha/challenge',
    {
      schema: {
        tags: ['auth'],
        summary: 'ALTCHA 챌린지',
        response: {
          200: z.object({
            algorithm: z.string(),
            challenge: z.string(),
            maxnumber: z.number().optional(),
            salt: z.string(),
            signature: z.string(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A client that tried a login ID past its failure ceiling gets the harder challenge (decision 0011).
      return altcha.challenge(await service.needsHarderBotCheck(request.ip));
    },
  );

  await fastify.register(oauthRoutes, { service });
};

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
  }
}
