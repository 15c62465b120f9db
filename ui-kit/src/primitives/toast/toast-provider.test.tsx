import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ToastProvider, useToast } from './toast-provider';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('저장 완료')}>
        저장
      </button>
      <button type="button" onClick={() => toast.error('저장 실패')}>
        실패
      </button>
    </>
  );
}

describe('ToastProvider', () => {
  afterEach(() => jest.useRealTimers());

  it('announces successes politely, errors assertively, and hides them after a while', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithTheme(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: '저장' }));
    await user.click(screen.getByRole('button', { name: '실패' }));
    expect(screen.getByRole('status')).toHaveTextContent('저장 완료');
    expect(screen.getByRole('alert')).toHaveTextContent('저장 실패');

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('저장 완료')).not.toBeInTheDocument();
    expect(screen.getByText('저장 실패')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('저장 실패')).not.toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: '실패' }));
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByText('저장 실패')).not.toBeInTheDocument();
  });

  it('explains a missing provider', () => {
    // React logs the thrown render error; keep the test output clean.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithTheme(<Trigger />)).toThrow(/ToastProvider/);
    consoleError.mockRestore();
  });
});
