import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Dialog } from './dialog';
import { Modal } from './modal';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        리뷰 전체 보기
      </button>
      <Modal
        open={open}
        title="리뷰"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">더 보기</button>}
      >
        <input aria-label="검색어" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog rendered in a portal', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: '리뷰 전체 보기' }));
    const dialog = screen.getByRole('dialog', { name: '리뷰' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: '리뷰 전체 보기' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('moves focus inside and keeps Tab within the dialog', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: '리뷰 전체 보기' }));
    const close = screen.getByRole('button', { name: '닫기' });
    const input = screen.getByRole('textbox', { name: '검색어' });
    const more = screen.getByRole('button', { name: '더 보기' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(more).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(more).toHaveFocus();
  });

  it('closes from the close button and the backdrop, and locks page scroll while open', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { rerender } = renderWithTheme(
      <Modal open title="안내" onClose={onClose}>
        본문
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: '닫기' }));
    await user.click(screen.getByTestId('modal-backdrop'));
    await user.click(screen.getByText('본문'));
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(
      <Modal open={false} title="안내" onClose={onClose}>
        본문
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('');
  });

  it('lets only the innermost of stacked modals handle Escape', async () => {
    const user = userEvent.setup();
    const outerClose = jest.fn();
    const innerClose = jest.fn();
    renderWithTheme(
      <>
        <Modal open title="리뷰" onClose={outerClose}>
          목록
        </Modal>
        <Modal open title="신고" onClose={innerClose}>
          사유
        </Modal>
      </>,
    );
    await user.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });
});

describe('Dialog', () => {
  it('confirms, cancels, and describes itself with its message', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithTheme(
      <Dialog open title="리뷰 삭제" tone="danger" confirmLabel="삭제" onConfirm={onConfirm} onCancel={onCancel}>
        이 리뷰를 삭제할까요?
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '리뷰 삭제' });
    expect(dialog).toHaveAccessibleDescription('이 리뷰를 삭제할까요?');
    // Destructive: focus starts on cancel so Enter does not delete by accident.
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '삭제' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
