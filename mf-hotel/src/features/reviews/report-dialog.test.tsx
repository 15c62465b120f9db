import { screen, within } from '@testing-library/react';
import { mockFetch, requestedPaths, restoreFetch } from '../../testing/fetch-mock';
import { fakeToken, renderWithProviders } from '../../testing/render-with-providers';
import { ReportDialog } from './report-dialog';
import { reportProblem } from './report-form.schema';

afterEach(() => restoreFetch());

describe('reportProblem', () => {
  it('needs a reason, and a detail for OTHER only', () => {
    expect(reportProblem(null, '')).toBe('신고 사유를 선택해주세요.');
    expect(reportProblem('OTHER', '   ')).toBe('기타 사유를 입력해주세요.');
    expect(reportProblem('OTHER', '허위 후기')).toBeNull();
    expect(reportProblem('SPAM', '')).toBeNull();
  });
});

describe('ReportDialog', () => {
  function renderDialog(onClose = jest.fn()) {
    const view = renderWithProviders(<ReportDialog reviewId={55} onClose={onClose} />, { token: fakeToken(42) });
    return { ...view, onClose, dialog: screen.getByRole('dialog', { name: '리뷰 신고' }) };
  }

  it('lists the four reasons', () => {
    mockFetch(() => ({ status: 201, body: {} }));
    const { dialog } = renderDialog();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['욕설/비방', '스팸/광고', '개인정보 노출', '기타']);
  });

  it('asks for a reason, and for the detail of OTHER, before sending', async () => {
    const fetchMock = mockFetch(() => ({ status: 201, body: {} }));
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('신고 사유를 선택해주세요.');

    await user.click(within(dialog).getByRole('radio', { name: '기타' }));
    expect(within(dialog).getByLabelText(/상세 내용/)).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('기타 사유를 입력해주세요.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/상세 내용/), '숙소와 관계없는 홍보 글입니다');
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(await screen.findByText('신고가 접수되었습니다.')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual(['/api/reviews/55/report']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      reason: 'OTHER',
      detail: '숙소와 관계없는 홍보 글입니다',
    });
  });

  it('says each problem at its field, focused, until it is fixed', async () => {
    mockFetch(() => ({ status: 201, body: {} }));
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(within(dialog).getByRole('group', { name: '신고 사유' })).toHaveAccessibleDescription('신고 사유를 선택해주세요.');
    await user.click(within(dialog).getByRole('radio', { name: '기타' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    const detail = within(dialog).getByLabelText(/상세 내용/);
    expect(detail).toHaveFocus();
    expect(detail).toHaveAttribute('aria-invalid', 'true');
    expect(detail).toHaveAccessibleDescription('기타 사유는 상세 내용을 입력해야 합니다. 기타 사유를 입력해주세요.');
    await user.type(detail, '광고');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(detail).not.toHaveAttribute('aria-invalid');
  });

  it('sends a reason without detail and closes on success', async () => {
    const fetchMock = mockFetch(() => ({ status: 201, body: {} }));
    const { user, dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: '스팸/광고' }));
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(await screen.findByText('신고가 접수되었습니다.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ reason: 'SPAM', detail: '' });
  });

  it('says the report failed, with the server reason when there is one', async () => {
    mockFetch(() => ({ status: 409, body: { error: 'ALREADY_REPORTED', message: '이미 신고한 리뷰입니다.' } }));
    const { user, dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: '욕설/비방' }));
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('신고에 실패했습니다. 이미 신고한 리뷰입니다.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
