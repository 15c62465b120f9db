import { isBackOfficePath } from './url-map';

describe('isBackOfficePath', () => {
  it('hides the guest frame only under /owner and /admin', () => {
    expect(isBackOfficePath('/owner')).toBe(true);
    expect(isBackOfficePath('/admin/users')).toBe(true);
    expect(isBackOfficePath('/administrator')).toBe(false);
    expect(isBackOfficePath('/main')).toBe(false);
  });
});
