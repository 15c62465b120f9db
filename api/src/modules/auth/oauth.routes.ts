import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client, OAuth2Tokens } from 'arctic';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oauthProviderSchema, oauthProvidersSchema, type OAuthProvider } from 'shared-contracts/schemas';
import { z } from 'zod';
import type { OAuthProviderConfig } from '../../config';
import { errorResponses } from '../../errors/error.schemas';
import { isSecureRequest, publicOrigin } from '../../security/public-origin';
import type { AuthService } from './auth.service';
import { OAuthAccounts, readProfile, type ProviderProfile } from './oauth-account.service';
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

function isConfigured(config: OAuthProviderConfig): config is OAuthProviderConfig & { clientId: string } {
  return Boolean(config.clientId);
}

/** Social login (authorization-code flow with state, PKCE where supported) through arctic's OAuth2 client. */
export const oauthRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (fastify, { service }) => {
  const { auth } = fastify.config;
  const accounts = new OAuthAccounts(fastify.db, fastify.clock, service);
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
      const found = await accounts.findOrCreate(provider, profile);
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
};
