import { screen, waitFor, within } from '@testing-library/react';
import MfAccountRoutes from '../../expose/routes';
import { fakeToken } from '../../testing/fake-token';
import { mockFetch, restoreFetch } from '../../testing/fetch-mock';
import { answerPostcodeScript, failPostcodeScript, resetPostcodeService, TEST_POSTCODE_RESULT } from '../../testing/postcode-service-fake';
import { renderMyPage, testProfile } from '../../testing/render-mypage';
import { renderWithProviders } from '../../testing/render-with-providers';

const UNAVAILABLE = '우편번호 검색 서비스를 이용할 수 없어 직접 입력합니다.';
const box = (name: string) => screen.getByRole('textbox', { name });

function renderApplication() {
  mockFetch((url) =>
    url.pathname === '/api/hotelapp/mine'
      ? { body: { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 } }
      : { status: 404, body: null },
  );
  return renderWithProviders(<MfAccountRoutes />, { route: '/hotelapply', token: fakeToken({ sub: '7', role: 'ROLE_USER' }) });
}

afterEach(() => {
  jest.restoreAllMocks();
  restoreFetch();
  resetPostcodeService();
  localStorage.clear();
});

describe('postcode search on the listing application', () => {
  it("loads Kakao's search on the press and fills the postcode, the address and the region, then moves on to 상세 주소", async () => {
    const { user } = renderApplication();
    expect(screen.getByText(/우편번호 검색으로 주소를 찾으면/)).toBeInTheDocument();
    // Nothing is asked of Kakao before the member wants the search.
    expect(document.head.querySelector('script[data-postcode-service]')).toBeNull();
    await user.click(screen.getByRole('button', { name: '우편번호 검색' }));
    expect(screen.getByText('우편번호 검색을 불러오는 중입니다.')).toBeInTheDocument();
    answerPostcodeScript();
    const dialog = await screen.findByRole('dialog', { name: '우편번호 검색' });
    await user.click(within(dialog).getByRole('button', { name: '서울 강남구 테헤란로 152 선택' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box('우편번호')).toHaveValue('06236');
    expect(box('주소')).toHaveValue('서울 강남구 테헤란로 152 (역삼동)');
    expect(screen.getByRole('combobox', { name: /지역/ })).toHaveValue('서울특별시');
    await waitFor(() => expect(box('상세 주소')).toHaveFocus());
    expect(screen.getByText('주소를 채웠습니다: 서울 강남구 테헤란로 152 (역삼동). 상세 주소를 입력하세요.')).toBeInTheDocument();
  });

  it.each([
    ['제주특별자치도', '제주특별자치도 제주시 애월읍 애월해안로 272', '63035'],
    ['세종특별자치시', '세종특별자치시 한누리대로 2130', '30151'],
  ])("maps Kakao's %s to its region", async (sido, roadAddress, zonecode) => {
    const { user } = renderApplication();
    await user.click(screen.getByRole('button', { name: '우편번호 검색' }));
    answerPostcodeScript([{ ...TEST_POSTCODE_RESULT, sido, roadAddress, zonecode, bname: '' }]);
    await user.click(await screen.findByRole('button', { name: `${roadAddress} 선택` }));
    expect(box('우편번호')).toHaveValue(zonecode);
    expect(screen.getByRole('combobox', { name: /지역/ })).toHaveValue(sido);
  });

  it('leaves a province the region list does not have for the member to choose, and focuses the region', async () => {
    const { user } = renderApplication();
    await user.selectOptions(screen.getByRole('combobox', { name: /지역/ }), '부산광역시');
    await user.click(screen.getByRole('button', { name: '우편번호 검색' }));
    answerPostcodeScript([{ ...TEST_POSTCODE_RESULT, sido: '독도특별구', roadAddress: '독도특별구 독도이사부길 55', bname: '' }]);
    await user.click(await screen.findByRole('button', { name: '독도특별구 독도이사부길 55 선택' }));
    expect(box('주소')).toHaveValue('독도특별구 독도이사부길 55');
    const region = screen.getByRole('combobox', { name: /지역/ });
    expect(region).toHaveValue('');
    await waitFor(() => expect(region).toHaveFocus());
  });

  it('says the search is unavailable when its script cannot load, and the fields stay for typing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderApplication();
    await user.click(screen.getByRole('button', { name: '우편번호 검색' }));
    failPostcodeScript();
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(warn).toHaveBeenCalledWith('[mf_account] the postcode search could not be loaded', expect.any(Error));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(box('우편번호'), '48094');
    await user.type(box('주소'), '부산광역시 해운대구 해운대해변로 1');
    expect(box('우편번호')).toHaveValue('48094');
    expect(box('주소')).toHaveValue('부산광역시 해운대구 해운대해변로 1');
    // A second press tries again.
    await user.click(screen.getByRole('button', { name: '우편번호 검색' }));
    answerPostcodeScript();
    expect(await screen.findByRole('dialog', { name: '우편번호 검색' })).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });
});

describe('postcode search on the account page', () => {
  it('fills the postcode and the address, which 저장 sends', async () => {
    const saved: Record<string, unknown>[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/users/me' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        saved.push(body);
        return { body: { ...testProfile, ...body } };
      }
      if (url.pathname === '/api/users/me') return { body: testProfile };
      return { status: 404, body: null };
    });
    const { user } = renderMyPage('/mypage/account');
    await user.click(await screen.findByRole('button', { name: '우편번호 검색' }));
    answerPostcodeScript();
    await user.click(await screen.findByRole('button', { name: '서울 강남구 테헤란로 152 선택' }));
    expect(screen.getByLabelText('우편번호')).toHaveValue('06236');
    expect(screen.getByLabelText('주소')).toHaveValue('서울 강남구 테헤란로 152 (역삼동)');
    await waitFor(() => expect(screen.getByLabelText('상세 주소')).toHaveFocus());
    await user.type(screen.getByLabelText('상세 주소'), '12층');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('저장 완료')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ postcode: '06236', address1: '서울 강남구 테헤란로 152 (역삼동)', address2: '12층' });
  });

  it('says so when the search is unavailable; the address is typed instead', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch((url) => (url.pathname === '/api/users/me' ? { body: testProfile } : { status: 404, body: null }));
    const { user } = renderMyPage('/mypage/account');
    await user.click(await screen.findByRole('button', { name: '우편번호 검색' }));
    failPostcodeScript();
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    await user.type(screen.getByLabelText('주소'), '서울특별시 중구 세종대로 110');
    expect(screen.getByLabelText('주소')).toHaveValue('서울특별시 중구 세종대로 110');
  });
});
