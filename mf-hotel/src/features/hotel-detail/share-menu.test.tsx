import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ShareMenu } from './share-menu';

const setNavigator = (key: 'clipboard' | 'share', value: unknown) =>
  Object.defineProperty(window.navigator, key, { value, configurable: true, writable: true });

afterEach(() => {
  setNavigator('share', undefined);
  setNavigator('clipboard', undefined);
});

describe('ShareMenu', () => {
  it('copies the address and confirms with a toast', async () => {
    const { user } = renderWithProviders(<ShareMenu hotelName="바다 호텔" />);
    // After render: user-event installs its own clipboard when it is set up.
    const writeText = jest.fn(async () => undefined);
    setNavigator('clipboard', { writeText });
    await user.click(screen.getByRole('button', { name: '공유하기' }));
    expect(screen.queryByRole('menuitem', { name: '다른 앱으로 공유' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: '링크 복사' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText('링크가 복사되었습니다')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('says so when the clipboard is unavailable', async () => {
    const { user } = renderWithProviders(<ShareMenu hotelName="바다 호텔" />);
    setNavigator('clipboard', undefined);
    await user.click(screen.getByRole('button', { name: '공유하기' }));
    await user.click(screen.getByRole('menuitem', { name: '링크 복사' }));
    expect(await screen.findByText('링크를 복사하지 못했습니다. 주소창의 주소를 복사해주세요.')).toBeInTheDocument();
  });

  it('offers the Web Share API when the browser has one', async () => {
    const share = jest.fn(async () => undefined);
    setNavigator('share', share);
    const { user } = renderWithProviders(<ShareMenu hotelName="바다 호텔" />);
    await user.click(screen.getByRole('button', { name: '공유하기' }));
    await user.click(screen.getByRole('menuitem', { name: '다른 앱으로 공유' }));
    expect(share).toHaveBeenCalledWith({ title: '바다 호텔 - 호텔 정보', url: window.location.href });
  });
});
