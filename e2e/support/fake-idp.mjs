// A local stand-in for Kakao's OAuth 2.0 endpoints (authorization-code flow with PKCE), so the social-login
// journey runs the API's real OAuth client end to end without the internet. Started by the global setup before
// the server, which is pointed at it through OAUTH_KAKAO_* (see fakeIdpEnv).
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';

export const FAKE_IDP_CLIENT_ID = 'e2e-kakao-client';
export const FAKE_IDP_CLIENT_SECRET = 'e2e-kakao-secret';

/** The one person the fake Kakao signs in; the API reads nickname and verified e-mail from here. */
export const KAKAO_PROFILE = {
  id: 4_242_001,
  nickname: '카카오손님',
  email: 'kakao.guest@e2e.example.com',
};

/** The API's environment for this provider. */
export function fakeIdpEnv(idpPort) {
  const base = `http://127.0.0.1:${idpPort}`;
  return {
    OAUTH_KAKAO_CLIENT_ID: FAKE_IDP_CLIENT_ID,
    OAUTH_KAKAO_CLIENT_SECRET: FAKE_IDP_CLIENT_SECRET,
    OAUTH_KAKAO_AUTHORIZE_URL: `${base}/oauth/authorize`,
    OAUTH_KAKAO_TOKEN_URL: `${base}/oauth/token`,
    OAUTH_KAKAO_USERINFO_URL: `${base}/v2/user/me`,
  };
}

const base64Url = (buffer) => buffer.toString('base64url');

function send(res, status, body, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Client credentials from HTTP Basic (RFC 6749 §2.3.1) or from the form body. */
function clientCredentials(req, form) {
  const header = req.headers.authorization ?? '';
  if (header.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const at = decoded.indexOf(':');
    return { id: decodeURIComponent(decoded.slice(0, at)), secret: decodeURIComponent(decoded.slice(at + 1)) };
  }
  return { id: form.get('client_id'), secret: form.get('client_secret') };
}

/**
 * Starts the fake provider on 127.0.0.1:port. It checks what a real provider checks (client id and secret,
 * redirect_uri, single-use codes, the PKCE verifier) so a broken flow fails here as it would in production.
 * @param {{ port: number }} opts
 */
export async function startFakeIdp({ port }) {
  /** code → { redirectUri, challenge, method } */
  const codes = new Map();
  const accessTokens = new Set();

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
      if (req.method === 'GET' && url.pathname === '/health') return send(res, 200, { ok: true });

      if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
        const q = url.searchParams;
        const redirectUri = q.get('redirect_uri');
        if (q.get('client_id') !== FAKE_IDP_CLIENT_ID || !redirectUri) return send(res, 400, 'invalid client or redirect_uri');
        if (q.get('response_type') !== 'code') return send(res, 400, 'unsupported response_type');
        const code = base64Url(randomBytes(18));
        codes.set(code, {
          redirectUri,
          challenge: q.get('code_challenge'),
          method: q.get('code_challenge_method'),
        });
        // The person consents at once: straight back to the application with code and state.
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        if (q.has('state')) back.searchParams.set('state', q.get('state'));
        res.writeHead(302, { location: back.toString(), 'cache-control': 'no-store' });
        return res.end();
      }

      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        const form = new URLSearchParams(await readBody(req));
        const client = clientCredentials(req, form);
        if (client.id !== FAKE_IDP_CLIENT_ID || client.secret !== FAKE_IDP_CLIENT_SECRET) {
          return send(res, 401, { error: 'invalid_client' });
        }
        if (form.get('grant_type') !== 'authorization_code') return send(res, 400, { error: 'unsupported_grant_type' });
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!grant || grant.redirectUri !== form.get('redirect_uri')) return send(res, 400, { error: 'invalid_grant' });
        if (grant.challenge) {
          const verifier = form.get('code_verifier') ?? '';
          const computed = grant.method === 'S256' ? base64Url(createHash('sha256').update(verifier).digest()) : verifier;
          if (computed !== grant.challenge) return send(res, 400, { error: 'invalid_grant', error_description: 'PKCE' });
        }
        const accessToken = base64Url(randomBytes(24));
        accessTokens.add(accessToken);
        return send(res, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 3600, scope: 'account_email profile_nickname' });
      }

      if (req.method === 'GET' && url.pathname === '/v2/user/me') {
        const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        if (!accessTokens.has(token)) return send(res, 401, { msg: 'this access token does not exist', code: -401 });
        return send(res, 200, {
          id: KAKAO_PROFILE.id,
          kakao_account: {
            profile: { nickname: KAKAO_PROFILE.nickname },
            email: KAKAO_PROFILE.email,
            is_email_valid: true,
            is_email_verified: true,
          },
        });
      }
      return send(res, 404, { error: 'not_found' });
    } catch (error) {
      return send(res, 500, { error: 'server_error', error_description: String(error) });
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Fake identity provider: port ${port} is in use (another e2e run?). Set E2E_IDP_PORT.`) : error),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
