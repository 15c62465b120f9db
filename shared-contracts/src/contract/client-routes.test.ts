import { isClientRoute, remoteForPath, SHELL_ROUTES } from './client-routes';

describe('remoteForPath', () => {
  it.each([
    ['/main', 'mf_search'],
    ['/search', 'mf_search'],
    ['/wishlist', 'mf_search'],
    ['/hotels/12', 'mf_hotel'],
    ['/reservation/success', 'mf_hotel'],
    ['/pay/fail', 'mf_hotel'],
    ['/login', 'mf_account'],
    ['/find-password', 'mf_account'],
    ['/mypage/coupon', 'mf_account'],
    ['/hotelapply/mine', 'mf_account'],
    ['/support/faq/3', 'mf_support'],
    ['/terms', 'mf_support'],
    ['/privacy', 'mf_support'],
    ['/owner/hotels/1/inventory', 'mf_owner'],
    ['/admin/support/bugs', 'mf_admin'],
  ])('%s is owned by %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('owns nothing else', () => {
    expect(remoteForPath('/nowhere')).toBeNull();
    expect(remoteForPath('/constructor')).toBeNull();
    expect(remoteForPath('/__proto__')).toBeNull();
    expect(remoteForPath('/')).toBeNull();
  });
});

describe('isClientRoute', () => {
  it.each([
    '/',
    '/error/404',
    '/error/500',
    '/403',
    '/too-many-requests',
    '/too-many-requests/',
    '/main',
    '/hotels/12',
    '/owner/hotels/3/inventory',
    '/m%61in',
  ])('%s is a page of the site', (path) => {
    expect(isClientRoute(path)).toBe(true);
  });

  it.each(['/nowhere', '/error', '/error/404/more', '/403/x', '/constructor', '/mainx', '/%E0%A4%A'])('%s is not', (path) => {
    expect(isClientRoute(path)).toBe(false);
  });

  it('covers every page the shell renders itself', () => {
    expect(Object.values(SHELL_ROUTES).map((pattern) => isClientRoute(pattern.replace(':status', '404')))).toEqual(
      Object.values(SHELL_ROUTES).map(() => true),
    );
  });
});
