import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, restoreFetch } from '../../../testing/fetch-mock';
import { renderMyPage, testProfile } from '../../../testing/render-mypage';

function serve(onPut?: (body: Record<string, unknown>) => { status?: number; body: unknown }) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/users/me' && init?.method === 'PUT') return onPut ? onPut(JSON.parse(String(init.body))) : { body: testProfile };
    if (url.pathname === '/api/users/me') return { body: testProfile };
    return { status: 404, body: null };
  });
}

afterEach(() => restoreFetch());

describe('my page account tab', () => {
  it("shows the member's profile with the birth date read only", async () => {
    serve();
    renderMyPage('/mypage/account');
    expect(screen.getByRole('heading', { level: 1, name: '계정' })).toBeInTheDocument();
    expect(await screen.findByLabelText('이름')).toHaveValue('김민지');
    expect(screen.getByLabelText('이메일')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('생년월일')).toHaveAttribute('readonly');
  });

  it("shows a rule's message until it passes, then saves (저장 완료)", async () => {
    const saved: Record<string, unknown>[] = [];
    serve((body) => {
      saved.push(body);
      return { body: { ...testProfile, ...body } };
    });
    const { user } = renderMyPage('/mypage/account');
    const phone = await screen.findByLabelText('휴대폰 번호');
    await user.clear(phone);
    await user.type(phone, '02-123-4567');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('휴대폰 번호는 01X-XXX(X)-XXXX 형식이어야 합니다.')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '010-5555-1234');
    expect(screen.queryByText('휴대폰 번호는 01X-XXX(X)-XXXX 형식이어야 합니다.')).toBeNull();
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('저장 완료')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ name: '김민지', phone: '010-5555-1234', gender: 'FEMALE' });
  });

  it("keeps 저장 완료 and shows the server's version after the profile is read again with the new name", async () => {
    let current: Record<string, unknown> = testProfile;
    let reads = 0;
    mockFetch((url, init) => {
      if (url.pathname === '/api/users/me' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        // The server takes markup out of the address.
        current = { ...current, ...body, address2: String(body.address2).replace(/<[^>]*>/g, '') };
        return { body: current };
      }
      if (url.pathname === '/api/users/me') {
        reads += 1;
        return { body: current };
      }
      return { status: 404, body: null };
    });
    const { user } = renderMyPage('/mypage/account');
    const name = await screen.findByLabelText('이름');
    await user.clear(name);
    await user.type(name, '김민지나');
    const address2 = screen.getByLabelText('상세 주소');
    await user.clear(address2);
    await user.type(address2, '101동 <b>1203호</b>');
    const readsBefore = reads;
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('저장 완료')).toBeInTheDocument();
    await waitFor(() => expect(reads).toBeGreaterThan(readsBefore));
    expect(await screen.findByText('저장 완료')).toBeInTheDocument();
    expect(screen.getByLabelText('이름')).toHaveValue('김민지나');
    expect(screen.getByLabelText('상세 주소')).toHaveValue('101동 1203호');
  });

  it("says 저장 실패 (or the server's words) when saving fails", async () => {
    serve(() => ({ status: 400, body: null }));
    const { user } = renderMyPage('/mypage/account');
    await user.click(await screen.findByRole('button', { name: '저장' }));
    expect(await screen.findByText('저장 실패')).toBeInTheDocument();
  });

  it('checks the password change and the e-mail before any call', async () => {
    serve();
    const { user } = renderMyPage('/mypage/account');
    await user.type(await screen.findByLabelText('현재 비밀번호'), 'Old!pass2026');
    await user.type(screen.getByLabelText('새 비밀번호'), 'New!pass2026x');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'New!pass2026y');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('새 비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('새 이메일'), testProfile.email);
    await user.click(screen.getByRole('button', { name: '중복확인 후 인증 코드 받기' }));
    expect(await screen.findByText('현재 이메일과 동일합니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이메일 변경' })).toBeDisabled();
  });

  it('refuses an SVG before uploading it', async () => {
    serve();
    renderMyPage('/mypage/account');
    const input = await screen.findByLabelText('프로필 사진 파일 올리기');
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' })] } });
    expect(await screen.findByText('SVG는 허용되지 않습니다.')).toBeInTheDocument();
  });
});
