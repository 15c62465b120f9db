import { fakeToken } from '../../testing/fake-token';
import { landingAfterLogin, safeRedirectTarget } from './login-landing';

describe('safeRedirectTarget', () => {
  it.each([
    ['/mypage/coupon', '/mypage/coupon'],
    ['/hotels/1?checkIn=2026-12-01', '/hotels/1?checkIn=2026-12-01'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });
});

describe('landingAfterLogin', () => {
  it('prefers a same-site redirect over the role landing', () => {
    expect(landingAfterLogin(fakeToken({ role: 'ROLE_ADMIN' }), '/wishlist')).toBe('/wishlist');
  });

  it('lands by role otherwise, reading any role claim', () => {
    expect(landingAfterLogin(fakeToken({ roles: ['ROLE_ADMIN'] }), null)).toBe('/admin');
    expect(landingAfterLogin(fakeToken({ authorities: [{ authority: 'ROLE_OWNER' }] }), null)).toBe('/owner');
    expect(landingAfterLogin(fakeToken({ role: 'ROLE_USER' }), null)).toBe('/main');
    expect(landingAfterLogin('not-a-jwt', null)).toBe('/main');
  });
});
