import { isBackOfficePath, remoteForPath } from './url-map';

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
    ['/owner/hotels/1/inventory', 'mf_owner'],
    ['/admin/support/bugs', 'mf_admin'],
  ])('%s is owned by %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('owns nothing else', () => {
    expect(remoteForPath('/nowhere')).toBeNull();
    expect(remoteForPath('/constructor')).toBeNull();
    expect(remoteForPath('/')).toBeNull();
  });
});

describe('isBackOfficePath', () => {
  it('hides the guest frame only under /owner and /admin', () => {
    expect(isBackOfficePath('/owner')).toBe(true);
    expect(isBackOfficePath('/admin/users')).toBe(true);
    expect(isBackOfficePath('/administrator')).toBe(false);
    expect(isBackOfficePath('/main')).toBe(false);
  });
});
