import { fakeJwt } from '../testing/fake-http';
import { decodeTokenClaims, isTokenExpired, rolesFromToken } from './token-claims';

describe('decodeTokenClaims', () => {
  it('decodes a base64url payload including Korean text', () => {
    const token = fakeJwt({ sub: 'member0001', name: '김철수', exp: 2_000_000_000 });
    expect(decodeTokenClaims(token)).toEqual({ sub: 'member0001', name: '김철수', exp: 2_000_000_000 });
  });

  it.each([null, undefined, '', 'not-a-jwt', 'a.%%%.c', `a.${btoa('[1,2]')}.c`, `a.${btoa('plain')}.c`])(
    'returns null without throwing for %p',
    (token) => {
      expect(decodeTokenClaims(token)).toBeNull();
    },
  );
});

describe('rolesFromToken', () => {
  it.each([
    [{ role: 'owner' }, ['ROLE_OWNER']],
    [{ roles: ['ROLE_ADMIN', 'user'] }, ['ROLE_ADMIN', 'ROLE_USER']],
    [{ authorities: [{ authority: 'ROLE_OWNER' }, 'member'] }, ['ROLE_OWNER', 'ROLE_MEMBER']],
    [{ scopes: ['admin'] }, ['ROLE_ADMIN']],
    [{ scope: 'openid owner' }, ['ROLE_OPENID', 'ROLE_OWNER']],
    [{ authority: 'ROLE_USER,ROLE_OWNER' }, ['ROLE_USER', 'ROLE_OWNER']],
    [{ realm_access: { roles: ['admin'] } }, ['ROLE_ADMIN']],
    [{ 'cognito:groups': ['Owner'] }, ['ROLE_OWNER']],
    [{ role: 'ROLE_ADMIN', roles: ['ROLE_ADMIN'] }, ['ROLE_ADMIN']],
    [{ sub: 'x' }, []],
  ])('reads %p', (claims, expected) => {
    expect(rolesFromToken(fakeJwt(claims))).toEqual(expected);
  });

  it('is empty for a missing or broken token', () => {
    expect(rolesFromToken(null)).toEqual([]);
    expect(rolesFromToken('garbage')).toEqual([]);
  });
});

describe('isTokenExpired', () => {
  const now = Date.UTC(2025, 0, 1);

  it('compares exp (seconds) with now (milliseconds)', () => {
    expect(isTokenExpired(fakeJwt({ exp: now / 1000 + 60 }), now)).toBe(false);
    expect(isTokenExpired(fakeJwt({ exp: now / 1000 }), now)).toBe(true);
  });

  it('treats a token without exp as valid and an unreadable one as expired', () => {
    expect(isTokenExpired(fakeJwt({ sub: 'x' }), now)).toBe(false);
    expect(isTokenExpired('broken', now)).toBe(true);
    expect(isTokenExpired(null, now)).toBe(true);
  });
});
