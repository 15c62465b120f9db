import { accessFor, decideAccess, loginRedirect } from './access-rules';

const guest = { isAuthenticated: false, roles: [] };
const member = { isAuthenticated: true, roles: ['ROLE_USER'] };
const owner = { isAuthenticated: true, roles: ['ROLE_OWNER'] };
const admin = { isAuthenticated: true, roles: ['ROLE_ADMIN'] };

describe('accessFor', () => {
  it.each([
    ['/main', 'public'],
    ['/hotels/3', 'public'],
    ['/reservation', 'login'],
    ['/reservation/success', 'public'],
    ['/reservation/fail', 'public'],
    ['/wishlist', 'login'],
    ['/mypage/coupon', 'login'],
    ['/hotelapply/mine', 'login'],
    ['/support/notice', 'public'],
    ['/support/contact', 'public'],
    ['/support/contact/inquiry', 'public'],
    ['/support/contact/my', 'login'],
    ['/support/contact/ticket/4', 'login'],
    ['/support/bugreport', 'login'],
    ['/owner', 'owner'],
    ['/owner/hotels/2/inventory', 'owner'],
    ['/admin/support/bugs', 'admin'],
    ['/login', 'guest-only'],
    ['/signup', 'guest-only'],
    ['/find-password', 'public'],
    ['/ownership', 'public'],
  ])('%s → %s', (path, expected) => {
    expect(accessFor(path)).toBe(expected);
  });
});

describe('decideAccess', () => {
  it('sends a guest to login with the full path and query', () => {
    expect(decideAccess('/wishlist', '?x=1&y=2', guest)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fwishlist%3Fx%3D1%26y%3D2',
    });
  });

  it('lets a member into login-only pages', () => {
    expect(decideAccess('/mypage/account', '', member)).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user away from login and signup', () => {
    expect(decideAccess('/login', '?redirect=%2Fmain', member)).toEqual({ kind: 'redirect', to: '/main' });
    expect(decideAccess('/signup', '', owner)).toEqual({ kind: 'redirect', to: '/main' });
    expect(decideAccess('/login', '', guest)).toEqual({ kind: 'allow' });
  });

  it('requires an owner role for /owner', () => {
    expect(decideAccess('/owner', '', guest)).toEqual({ kind: 'redirect', to: loginRedirect('/owner') });
    expect(decideAccess('/owner', '', member)).toEqual({ kind: 'redirect', to: '/error/403' });
    expect(decideAccess('/owner/hotels/1', '', owner)).toEqual({ kind: 'allow' });
    expect(decideAccess('/owner', '', { isAuthenticated: true, roles: ['owner'] })).toEqual({ kind: 'allow' });
  });

  it('requires ROLE_ADMIN for /admin', () => {
    expect(decideAccess('/admin', '', guest)).toEqual({ kind: 'redirect', to: loginRedirect('/admin') });
    expect(decideAccess('/admin', '', owner)).toEqual({ kind: 'redirect', to: '/error/403' });
    expect(decideAccess('/admin/users', '', admin)).toEqual({ kind: 'allow' });
  });
});
