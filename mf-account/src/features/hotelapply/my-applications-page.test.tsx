import { screen, waitFor, within } from '@testing-library/react';
import type { ApplicationDetail, ApplicationListItem } from 'shared-contracts/schemas/support';
import MfAccountRoutes from '../../expose/routes';
import { fakeToken } from '../../testing/fake-token';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderWithProviders } from '../../testing/render-with-providers';
import { draftKey } from './application-draft';

const MEMBER = '7';
const item = (id: number, over: Partial<ApplicationListItem> = {}): ApplicationListItem => ({
  id,
  hotelName: `호텔 ${id}`,
  address1: '부산광역시 해운대구 해운대해변로 1',
  address2: '본관',
  status: 'PENDING',
  reviewMemo: null,
  reviewedAt: null,
  createdAt: '2030-03-10T02:00:00Z',
  ...over,
});
const page = (content: ApplicationListItem[], totalElements = content.length, number = 0) => ({
  content,
  page: number,
  size: 20,
  totalElements,
  totalPages: Math.ceil(totalElements / 20),
});

const detail = (over: Partial<ApplicationDetail> = {}): ApplicationDetail => ({
  ...item(5, { status: 'NEEDS_INFO', reviewMemo: '사업자등록증 사본을 보내주세요.', reviewedAt: '2030-03-11T05:30:00Z', hotelName: '해운대 스테이' }),
  ownerName: '홍길동',
  businessNo: '123-45-67890',
  phone: '010-1234-5678',
  gradeLevel: 4,
  postcode: '48099',
  region: '부산광역시',
  coverImageType: 'TEMPLATE',
  coverImageUrl: null,
  coverImageTemplate: 'H2',
  amenitiesCsv: 'FREE_WIFI,PARKING',
  comment: '바다 전망',
  roomsJson: [
    {
      typeCode: 'STANDARD',
      roomCount: 2,
      roomNos: ['301', '302'],
      capacity: 2,
      sizeSqm: 20,
      priceKrw: 100000,
      refundable: 1,
      breakfast: 0,
      policyText: '',
    },
  ],
  hotelId: null,
  applicant: { id: 7, loginId: 'member0007', name: '김민지', email: 'm@example.com' },
  updatedAt: '2030-03-11T05:30:00Z',
  ...over,
});

function render(route: string, handler: (url: URL, init?: RequestInit) => MockAnswer | Promise<MockAnswer>) {
  const fetchMock = mockFetch(handler);
  return { ...renderWithProviders(<MfAccountRoutes />, { route, token: fakeToken({ sub: MEMBER, role: 'ROLE_USER' }) }), fetchMock };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => restoreFetch());

describe('/hotelapply/mine', () => {
  it('loads 20 a page and shows name, address, status label and created time', async () => {
    const later = deferred<MockAnswer>();
    const { fetchMock } = render('/hotelapply/mine', () => later.promise);
    expect(screen.getByRole('heading', { level: 1, name: '내 입점 신청' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '신청 내역을 불러오는 중' })).toBeInTheDocument();
    later.resolve({
      body: page([
        item(1, { status: 'PENDING' }),
        item(2, { status: 'UNDER_REVIEW' }),
        item(3, { status: 'NEEDS_INFO', reviewMemo: '객실 번호를 적어주세요.', reviewedAt: '2030-03-11T05:30:00Z' }),
        item(4, { status: 'APPROVED' }),
        item(5, { status: 'REJECTED', reviewMemo: '사업자 정보가 확인되지 않습니다.', reviewedAt: '2030-03-12T01:00:00Z' }),
      ]),
    });
    const list = await screen.findByRole('list', { name: '입점 신청 목록' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 2 }).textContent)).toEqual(['호텔 1', '호텔 2', '호텔 3', '호텔 4', '호텔 5']);
    expect(items.map((li) => li.querySelector('h2 + span')?.textContent)).toEqual(['대기', '심사중', '추가정보요청', '승인', '반려']);
    expect(items[0]).toHaveTextContent('부산광역시 해운대구 해운대해변로 1 본관');
    expect(within(items[0]!).getByText('2030-03-10 11:00')).toHaveAttribute('dateTime', '2030-03-10T02:00:00Z');
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect([url.pathname, url.searchParams.get('page'), url.searchParams.get('size')]).toEqual(['/api/hotelapp/mine', '0', '20']);
    expect(screen.getByText('총 5건')).toBeInTheDocument();
  });

  it('folds the rejection reason with its processing time, and offers the edit of a NEEDS_INFO one with the request', async () => {
    const { user } = render('/hotelapply/mine', () => ({
      body: page([
        item(3, { hotelName: '광안리 하우스', status: 'NEEDS_INFO', reviewMemo: '객실 번호를 적어주세요.', reviewedAt: '2030-03-11T05:30:00Z' }),
        item(5, { status: 'REJECTED', reviewMemo: '사업자 정보가 확인되지 않습니다.', reviewedAt: '2030-03-12T01:00:00Z' }),
      ]),
    }));
    const reason = (await screen.findByText('반려 사유 보기')).closest('details')!;
    expect(reason).not.toHaveAttribute('open');
    await user.click(screen.getByText('반려 사유 보기'));
    expect(reason).toHaveAttribute('open');
    expect(within(reason).getByText('사업자 정보가 확인되지 않습니다.')).toBeVisible();
    expect(within(reason).getByText('처리 시각 2030-03-12 10:00')).toBeVisible();
    expect(screen.getByText('객실 번호를 적어주세요.')).toBeInTheDocument();
    expect(screen.getByText('요청 시각 2030-03-11 14:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '광안리 하우스 신청 수정 후 다시 제출' })).toHaveAttribute('href', '/hotelapply/mine/3/edit');
  });

  it('pages through the list in the address', async () => {
    const { user, currentPath, fetchMock } = render('/hotelapply/mine', (url) => {
      const n = Number(url.searchParams.get('page'));
      return { body: page([item(100 + n)], 45, n) };
    });
    await screen.findByText('호텔 100');
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(await screen.findByText('호텔 102')).toBeInTheDocument();
    expect(currentPath()).toBe('/hotelapply/mine?page=3');
    expect(new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost').searchParams.get('page')).toBe('2');
  });

  it('says 목록 조회 실패 with a retry, and an empty list points to the form', async () => {
    let failing = true;
    const { user } = render('/hotelapply/mine', () => (failing ? { status: 500, body: { error: 'X', message: '서버 오류' } } : { body: page([]) }));
    expect(await screen.findByRole('heading', { name: '목록 조회 실패' })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '아직 입점 신청 내역이 없습니다.' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '새 입점 신청' }).at(-1)).toHaveAttribute('href', '/hotelapply');
  });
});

describe('/hotelapply/mine/:id/edit', () => {
  function serveEdit(
    one: () => MockAnswer,
    put: (body: Record<string, unknown>) => MockAnswer = () => ({ body: detail({ status: 'UNDER_REVIEW' }) }),
  ) {
    const sent: Record<string, unknown>[] = [];
    const view = render('/hotelapply/mine/5/edit', (url, init) => {
      if (url.pathname === '/api/hotelapp/5' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push(body);
        return put(body);
      }
      if (url.pathname === '/api/hotelapp/5') return one();
      if (url.pathname === '/api/hotelapp/mine') return { body: page([]) };
      return { status: 404, body: null };
    });
    return { ...view, sent };
  }

  it('shows the request, fills the form with the application and resubmits it (PUT), then goes to the list', async () => {
    const { user, sent, currentPath } = serveEdit(() => ({ body: detail() }));
    expect(screen.getByRole('heading', { level: 1, name: '입점 신청 수정' })).toBeInTheDocument();
    const request = await screen.findByRole('note', { name: '추가 정보 요청' });
    expect(request).toHaveTextContent('사업자등록증 사본을 보내주세요.');
    expect(request).toHaveTextContent('요청 시각 2030-03-11 14:30');
    expect(screen.getByRole('textbox', { name: '호텔 이름' })).toHaveValue('해운대 스테이');
    expect(screen.getByRole('radio', { name: '기본 이미지 2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '주차' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: '객실 번호' })).toHaveValue('301, 302');
    const comment = screen.getByRole('textbox', { name: '호텔 소개 및 심사 담당자에게 전할 말' });
    await user.click(comment);
    await user.paste(' — 사본을 메일로 보냈습니다.');
    await user.click(screen.getByRole('button', { name: '수정해서 다시 제출' }));
    const dialog = screen.getByRole('dialog', { name: '수정한 내용으로 다시 제출할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '다시 제출' }));
    expect(await screen.findByText('다시 제출했습니다. 잠시 후 신청 내역으로 이동합니다.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      hotelName: '해운대 스테이',
      comment: '바다 전망 — 사본을 메일로 보냈습니다.',
      coverImageTemplate: 'H2',
      amenitiesCsv: 'FREE_WIFI,PARKING',
    });
    expect(window.localStorage.getItem(draftKey(MEMBER, 5))).toBeNull();
    await waitFor(() => expect(currentPath()).toBe('/hotelapply/mine'), { timeout: 10_000 });
  });

  it('keeps an edit draft for this version of the application only', async () => {
    const first = serveEdit(() => ({ body: detail() }));
    const name = await screen.findByRole('textbox', { name: '호텔 이름' });
    await first.user.clear(name);
    await first.user.click(name);
    await first.user.paste('해운대 스테이 온');
    first.unmount();
    const second = serveEdit(() => ({ body: detail() }));
    expect(await screen.findByRole('textbox', { name: '호텔 이름' })).toHaveValue('해운대 스테이 온');
    expect(screen.getByText('작성 중이던 내용을 불러왔습니다.')).toBeInTheDocument();
    second.unmount();
    // The reviewers changed it meanwhile (a newer updatedAt): the server's version wins.
    serveEdit(() => ({ body: detail({ updatedAt: '2030-03-12T00:00:00Z' }) }));
    expect(await screen.findByRole('textbox', { name: '호텔 이름' })).toHaveValue('해운대 스테이');
    expect(screen.queryByText('작성 중이던 내용을 불러왔습니다.')).toBeNull();
  });

  it('says the other 409 of a resubmission with the server text', async () => {
    const { user } = serveEdit(
      () => ({ body: detail() }),
      () => ({ status: 409, body: { error: 'APPLICATION_NOT_EDITABLE', message: '추가정보요청 상태의 신청만 수정해서 다시 제출할 수 있습니다.' } }),
    );
    await user.click(await screen.findByRole('button', { name: '수정해서 다시 제출' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '다시 제출' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        '중복/충돌로 신청이 실패했어요: 추가정보요청 상태의 신청만 수정해서 다시 제출할 수 있습니다.',
      ),
    );
  });

  it("does not offer the form for an application in another state, nor for one that is not the member's", async () => {
    const first = serveEdit(() => ({ body: detail({ status: 'UNDER_REVIEW' }) }));
    expect(await screen.findByRole('heading', { name: '이 신청은 지금 수정할 수 없습니다 (상태: 심사중).' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '수정해서 다시 제출' })).toBeNull();
    first.unmount();
    serveEdit(() => ({ status: 404, body: { error: 'APPLICATION_NOT_FOUND', message: '신청을 찾을 수 없습니다.' } }));
    expect(await screen.findByRole('heading', { name: '신청을 찾을 수 없습니다.' })).toBeInTheDocument();
  });
});
