import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CouponBanner } from './coupon-banner';

describe('CouponBanner', () => {
  describe('for a guest', () => {
    it('advertises the 10,000원 sign-up coupon with sign-up and login buttons', () => {
      renderWithProviders(<CouponBanner />);

      expect(screen.getByRole('heading', { name: /10,000원 할인 쿠폰/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '회원가입' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '쿠폰함 가기' })).not.toBeInTheDocument();
    });

    it('sends 회원가입 to /signup', async () => {
      const { user, currentPath } = renderWithProviders(<CouponBanner />);
      await user.click(screen.getByRole('button', { name: '회원가입' }));
      expect(currentPath()).toBe('/signup');
    });

    it('sends 로그인 to /login', async () => {
      const { user, currentPath } = renderWithProviders(<CouponBanner />);
      await user.click(screen.getByRole('button', { name: '로그인' }));
      expect(currentPath()).toBe('/login');
    });
  });

  describe('for a signed-in member', () => {
    it('offers only the way to the coupon box', async () => {
      const { user, currentPath } = renderWithProviders(<CouponBanner />, { token: 'member-token' });

      expect(screen.queryByRole('button', { name: '회원가입' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '로그인' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: '쿠폰함 가기' }));
      expect(currentPath()).toBe('/mypage/coupon');
    });
  });
});
