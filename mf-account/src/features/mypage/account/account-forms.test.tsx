import { screen, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES as M } from 'shared-contracts/member-area';
import { mockFetch, restoreFetch } from '../../../testing/fetch-mock';
import { renderMyPage, testProfile } from '../../../testing/render-mypage';

function serve(calls: { path: string; body: unknown }[]) {
  return mockFetch((url, init) => {
    if (init?.method === 'PUT' || init?.method === 'POST') calls.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
    if (url.pathname === '/api/users/me/password') return { body: { token: 'fresh-token' } };
    if (url.pathname === '/api/users/me') return { body: testProfile };
    return { status: 404, body: null };
  });
}

afterEach(() => restoreFetch());

describe('account forms on react-hook-form', () => {
  it('says the password rules one at a time, in their order, at the field each is about', async () => {
    const calls: { path: string; body: unknown }[] = [];
    serve(calls);
    const { user } = renderMyPage('/mypage/account');
    const section = (await screen.findByRole('heading', { name: '비밀번호 변경' })).closest('form')!;
    const submit = within(section).getByRole('button', { name: '비밀번호 변경' });
    const current = within(section).getByLabelText('현재 비밀번호');
    const next = within(section).getByLabelText('새 비밀번호');
    const confirm = within(section).getByLabelText('새 비밀번호 확인');

    await user.click(submit);
    expect(await within(section).findByRole('alert')).toHaveTextContent(M.currentPasswordRequired);
    expect(current).toHaveAttribute('aria-invalid', 'true');

    // Fixing one rule brings the next at once (after the first submit, the rules are read on every change).
    await user.type(current, 'Old!pass2026');
    expect(await within(section).findByRole('alert')).toHaveTextContent(M.passwordRule);
    expect(next).toHaveAttribute('aria-invalid', 'true');

    await user.type(next, 'Old!pass2026');
    expect(await within(section).findByRole('alert')).toHaveTextContent(M.newPasswordMismatch);
    expect(confirm).toHaveAttribute('aria-invalid', 'true');

    await user.type(confirm, 'Old!pass2026');
    expect(await within(section).findByRole('alert')).toHaveTextContent(M.samePassword);

    await user.clear(next);
    await user.type(next, 'New!pass2026');
    await user.clear(confirm);
    await user.type(confirm, 'New!pass2026');
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(calls).toEqual([]);

    await user.click(submit);
    expect(await within(section).findByText(M.passwordChanged)).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/api/users/me/password', body: { currentPassword: 'Old!pass2026', newPassword: 'New!pass2026' } }]);
    expect(current).toHaveValue('');
  });

  it('says every profile problem at its own field, and the address pair together', async () => {
    const calls: { path: string; body: unknown }[] = [];
    serve(calls);
    const { user } = renderMyPage('/mypage/account');
    const section = (await screen.findByRole('heading', { name: '기본 정보' })).closest('form')!;
    await user.clear(within(section).getByLabelText('이름'));
    const phone = within(section).getByLabelText('휴대폰 번호');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.type(within(section).getByLabelText('주소'), '서울특별시 중구 세종대로 110');
    await user.click(within(section).getByRole('button', { name: '저장' }));

    const alerts = await within(section).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([M.nameRequired, M.phoneFormat, M.addressRequired]);
    expect(within(section).getByLabelText('이름')).toHaveAccessibleDescription(M.nameRequired);
    expect(within(section).getByLabelText('우편번호')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await user.type(within(section).getByLabelText('이름'), '김민지');
    expect(within(section).queryByText(M.nameRequired)).toBeNull();
    expect(within(section).getByText(M.phoneFormat)).toBeInTheDocument();
  });
});
