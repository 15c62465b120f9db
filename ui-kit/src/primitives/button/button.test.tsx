import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Button } from './button';

describe('Button', () => {
  it('is a type=button by default and calls onClick from mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>예약하기</Button>);
    const button = screen.getByRole('button', { name: '예약하기' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('keeps submit when asked', () => {
    renderWithTheme(<Button type="submit">가입하기</Button>);
    expect(screen.getByRole('button', { name: '가입하기' })).toHaveAttribute('type', 'submit');
  });

  it('ignores clicks and announces progress while loading, keeping its label', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        저장
      </Button>,
    );
    const button = screen.getByRole('button', { name: /저장/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is disabled natively when disabled', () => {
    renderWithTheme(<Button disabled>다음</Button>);
    expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
  });

  it('renders as a link with `as`', async () => {
    renderWithTheme(
      <Button as="a" href="/signup" variant="secondary">
        회원가입
      </Button>,
    );
    const link = screen.getByRole('link', { name: '회원가입' });
    expect(link).toHaveAttribute('href', '/signup');
    expect(link).not.toHaveAttribute('type');
    expect(link).not.toHaveAttribute('disabled');
  });

  it('blocks navigation of a disabled link', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithTheme(
      <Button as="a" href="/mypage/coupon" disabled onClick={onClick}>
        쿠폰함
      </Button>,
    );
    const link = screen.getByRole('link', { name: '쿠폰함' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await user.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });
});
