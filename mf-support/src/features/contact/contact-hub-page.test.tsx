import { screen, within } from '@testing-library/react';
import { renderSupport } from '../../testing/render-support';

describe('contact hub', () => {
  it('shows the support line with its hours (9:00 to 3:00 next day) and the ways to ask', () => {
    renderSupport('/support/contact');
    expect(screen.getByRole('heading', { level: 1, name: '고객센터' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '고객센터 전화 1588-0000' })).toHaveAttribute('href', 'tel:15880000');
    expect(screen.getByText('운영시간').nextElementSibling).toHaveTextContent('09:00 ~ 익일 03:00 (매일 오전 9시부터 다음 날 새벽 3시까지)');
    const help = screen.getByRole('region', { name: '무엇을 도와드릴까요?' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/support/contact/inquiry', '/support/bugreport', '/support/contact/my', '/support/faq', '/support/notice']);
    expect(within(help).getByRole('link', { name: '1:1 문의하기' })).toHaveAttribute('href', '/support/contact/inquiry');
    expect(within(help).getByRole('link', { name: '버그 신고' })).toHaveAttribute('href', '/support/bugreport');
    expect(within(help).getByRole('link', { name: '내 문의 내역' })).toHaveAttribute('href', '/support/contact/my');
    expect(within(help).getByRole('link', { name: '버그 신고' })).toHaveAccessibleDescription(/로그인 필요$/);
    expect(within(help).getByRole('link', { name: '1:1 문의하기' })).not.toHaveAccessibleDescription(/로그인 필요/);
  });

  it('marks 문의하기 in the support menu', () => {
    renderSupport('/support/contact');
    const nav = screen.getByRole('navigation', { name: '고객센터 메뉴' });
    expect(within(nav).getByRole('link', { name: '문의하기' })).toHaveAttribute('aria-current', 'page');
  });
});
