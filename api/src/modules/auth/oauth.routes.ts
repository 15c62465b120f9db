import { randomBytes, randomUUID } from 'node:crypto';
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client, OAuth2Tokens } from 'arctic';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oauthProviderSchema, oauthProvidersSchema, type OAuthProvider } from 'shared-contracts/schemas';
import { z } from 'zod';
import { businessToday } from '../../clock';
import type { OAuthProviderConfig } from '../../config';
import { errorResponses } from '../../errors/error.schemas';
import { hashPassword } from '../../security/password-hasher';
import { isSecureRequest, publicOrigin } from '../../security/public-origin';
import { findUserByEmail, type UserRow } from './auth.repository';
import type { AuthService } from './auth.service';
import { findUserByIdentity, insertUserWithIdentity, linkIdentity } from './oauth.repository';
import { REFRESH_COOKIE_PATH, setRefreshCookie } from './refresh-cookie';

const PROVIDERS: OAuthProvider[] = ['kakao', 'naver', 'google'];
const FLOW_COOKIE_SECONDS = 10 * 60;
const SCOPES: Record<OAuthProvider, string[]> = {
  kakao: ['account_email', 'profile_nickname'],
  naver: [],
  google: ['openid', 'email', 'profile'],
};
// Kakao and Google accept PKCE; Naver's authorization endpoint does not document it.
const USES_PKCE: Record<OAuthProvider, boolean> = { kakao: true, naver: false, google: true };

interface ProviderProfile {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** Reads the userinfo answer of each provider into one shape. */
export function readProfile(provider: OAuthProvider, body: Record<string, unknown>): ProviderProfile | null {
  if (provider === 'kakao') {
    const account = (body.kakao_account ?? {}) as Record<string, unknown>;
    const profile = (account.profile ?? {}) as Record<string, unknown>;
    if (body.id === undefined) return null;
    return {
      subject: String(body.id),
      email: typeof account.email === 'string' ? account.email : undefined,
      emailVerified: account.is_email_verified === true && account.is_email_valid !== false,
      name: typeof profile.nickname === 'string' ? profile.nickname : undefined,
    };
  }
  if (provider === 'naver') {
    const response = (body.response ?? {}) as Record<string, unknown>;
    if (response.id === undefined) return null;
    // Naver only hands out e-mail addresses it has confirmed.
    return {
      subject: String(response.id),
      email: typeof response.email === 'string' ? response.email : undefined,
      emailVerified: typeof response.email === 'string',
      name: typeof response.name === 'string' ? response.name : undefined,
    };
  }
  if (body.sub === undefined) return null;
  return {
    subject: String(body.sub),
    email: typeof body.email === 'string' ? body.email : undefined,
    emailVerified: body.email_verified === true || body.email_verified === 'true',
    name: typeof body.name === 'string' ? body.name : undefined,
  };
}

function isConfigured(config: OAuthProviderConfig): config is OAuthProviderConfig & { clientId: string } {
  return Boolean(config.clientId);
}

/** Social login (authorization-code flow with state, PKCE where supported) through arctic's OAuth2 client. */
export const oauthRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (fastify, { service }) => {
  const { auth } = fastify.config;
  // Never the raw Host header: a forged one would receive the redirect (and the token in its fragment).
  const origin = (request: FastifyRequest) => publicOrigin(request);
  const client = (provider: OAuthProvider, request: FastifyRequest) => {
    const config = auth.oauth[provider];
    return new OAuth2Client(config.clientId ?? '', config.clientSecret ?? null, `${origin(request)}/api/auth/oauth/${provider}/callback`);
  };
  const cookieOptions = (request: FastifyRequest, provider: OAuthProvider) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    path: `${REFRESH_COOKIE_PATH}/oauth/${provider}`,
    secure: isSecureRequest(request),
    maxAge: FLOW_COOKIE_SECONDS,
  });
  const fail = (request: FastifyRequest, reply: FastifyReply, code: string) =>
    reply.redirect(`${origin(request)}/login?oauthError=${encodeURIComponent(code)}`, 302);

  fastify.get(
    '/oauth/providers',
    { schema: { tags: ['auth'], summary: '소셜 로그인 제공자 설정 여부', response: { 200: oauthProvidersSchema, ...errorResponses } } },
    async () => PROVIDERS.map((provider) => ({ provider, configured: isConfigured(auth.oauth[provider]) })),
  );

  fastify.get(
    '/oauth/:provider',
    { schema: { tags: ['auth'], summary: '소셜 로그인 시작 (제공자로 302)', params: z.object({ provider: oauthProviderSchema }) } },
    async (request, reply) => {
      const { provider } = request.params;
      if (!isConfigured(auth.oauth[provider])) return fail(request, reply, 'PROVIDER_NOT_CONFIGURED');
      const state = generateState();
      const options = cookieOptions(request, provider);
      reply.setCookie('oauth_state', state, options);
      let url: URL;
      if (USES_PKCE[provider]) {
        const verifier = generateCodeVerifier();
        reply.setCookie('oauth_verifier', verifier, options);
        url = client(provider, request).createAuthorizationURLWithPKCE(
          auth.oauth[provider].authorizeUrl,
          state,
          CodeChallengeMethod.S256,
          verifier,
          SCOPES[provider],
        );
      } else {
        url = client(provider, request).createAuthorizationURL(auth.oauth[provider].authorizeUrl, state, SCOPES[provider]);
      }
      return reply.redirect(url.toString(), 302);
    },
  );

  fastify.get(
    '/oauth/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: '소셜 로그인 콜백 (/main#token=… 으로 302)',
        params: z.object({ provider: oauthProviderSchema }),
        querystring: z.looseObject({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const config = auth.oauth[provider];
      const options = cookieOptions(request, provider);
      const expectedState = request.cookies.oauth_state;
      const verifier = request.cookies.oauth_verifier;
      reply.clearCookie('oauth_state', options).clearCookie('oauth_verifier', options);
      if (!isConfigured(config)) return fail(request, reply, 'PROVIDER_NOT_CONFIGURED');
      if (request.query.error) return fail(request, reply, 'ACCESS_DENIED');
      const { code, state } = request.query;
      if (!code || !state || !expectedState || state !== expectedState) return fail(request, reply, 'STATE_MISMATCH');
      let profile: ProviderProfile | null;
      try {
        const tokens =
          provider === 'google'
            ? await client(provider, request).validateAuthorizationCode(config.tokenUrl, code, verifier ?? '')
            : await exchangeWithSecretInBody(provider, config, code, state, verifier, request);
        const response = await fetch(config.userinfoUrl, {
          headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: 'application/json' },
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) return fail(request, reply, 'USERINFO_FAILED');
        profile = readProfile(provider, (await response.json()) as Record<string, unknown>);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'oauth code exchange failed');
        return fail(request, reply, 'TOKEN_EXCHANGE_FAILED');
      }
      if (!profile) return fail(request, reply, 'USERINFO_FAILED');
      const found = await findOrCreateUser(provider, profile);
      if ('error' in found) return fail(request, reply, found.error);
      const { user } = found;
      if (user.adminLockedAt) return fail(request, reply, 'ACCOUNT_SUSPENDED');
      const session = await service.startSession(user);
      setRefreshCookie(request, reply, session, fastify.clock.now());
      return reply.redirect(`${origin(request)}/main#token=${encodeURIComponent(session.token)}`, 302);
    },
  );

  /**
   * Kakao and Naver want client_id and client_secret in the form body (arctic's generic client sends HTTP
   * Basic); the answer is still read with arctic's OAuth2Tokens.
   */
  async function exchangeWithSecretInBody(
    provider: OAuthProvider,
    config: OAuthProviderConfig,
    code: string,
    state: string,
    verifier: string | undefined,
    request: FastifyRequest,
  ): Promise<OAuth2Tokens> {
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${origin(request)}/api/auth/oauth/${provider}/callback`,
      client_id: config.clientId ?? '',
    });
    if (config.clientSecret) body.set('client_secret', config.clientSecret);
    if (provider === 'naver') body.set('state', state);
    if (USES_PKCE[provider] && verifier) body.set('code_verifier', verifier);
    const response = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const data = (await response.json()) as Record<string, unknown>;
    if (!response.ok || typeof data.access_token !== 'string') throw new Error(`token endpoint answered ${response.status}`);
    return new OAuth2Tokens(data);
  }

  /** The linked account; else the account with the same verified e-mail (linked now); else a new member. */
  async function findOrCreateUser(
    provider: OAuthProvider,
    profile: ProviderProfile,
  ): Promise<{ user: UserRow } | { error: 'EMAIL_REQUIRED' | 'EMAIL_NOT_VERIFIED' }> {
    const db = fastify.db;
    const linked = await findUserByIdentity(db, provider, profile.subject);
    if (linked) return { user: linked };
    const email = profile.email?.trim().toLowerCase();
    // users.email is required and unique: without an address from the provider there is nothing to sign up with.
    if (!email) return { error: 'EMAIL_REQUIRED' };
    const sameEmail = await findUserByEmail(db, email);
    if (sameEmail) {
      // Linking by e-mail only when the provider vouches for it; otherwise it could take over an account.
      if (!profile.emailVerified) return { error: 'EMAIL_NOT_VERIFIED' };
      await linkIdentity(db, { provider, subject: profile.subject, userId: sameEmail.id, email });
      return { user: sameEmail };
    }
    const now = fastify.clock.now();
    // A random password nobody knows: the account signs in through the provider (or sets one via find-password).
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const user = await db.transaction(async (tx) => {
      const created = await insertUserWithIdentity(
        tx,
        {
          loginId: `${provider}_${profile.subject}`.slice(0, 64) || `${provider}_${randomUUID()}`,
          email,
          passwordHash,
          name: (profile.name ?? '회원').slice(0, 10),
          role: 'ROLE_USER',
          createdAt: now,
          updatedAt: now,
        },
        { provider, subject: profile.subject, email },
      );
      await service.issueWelcomeCoupon(tx, created.id, businessToday(fastify.clock));
      return created;
    });
    return { user };
  }
};
