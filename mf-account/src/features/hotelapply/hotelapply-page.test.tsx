import { screen, waitFor, within } from '@testing-library/react';
import MfAccountRoutes from '../../expose/routes';
import { fakeToken } from '../../testing/fake-token';
import { mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderWithProviders } from '../../testing/render-with-providers';
import { draftKey, writeDraft } from './application-draft';
import { emptyForm } from './application-form.model';

const MEMBER = '7';
const emptyMine = { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 };

function setup(answer: (body: Record<string, unknown>) => MockAnswer = () => ({ status: 201, body: { id: 1, status: 'PENDING' } })) {
  const sent: Record<string, unknown>[] = [];
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === '/api/hotelapp' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    }
    if (url.pathname === '/api/hotelapp/mine') return { body: emptyMine };
    return { status: 404, body: null };
  });
  const view = renderWithProviders(<MfAccountRoutes />, { route: '/hotelapply', token: fakeToken({ sub: MEMBER, role: 'ROLE_USER' }) });
  return { ...view, sent, fetchMock };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const room = (n: number) => screen.getByRole('group', { name: new RegExp(`^객실 유형 ${n} ·`) });
const alertText = () => screen.getByRole('alert').textContent;
const submitButton = () => screen.getByRole('button', { name: '신청하기' });

type User = ReturnType<typeof setup>['user'];

/** Puts `text` into the box at the caret in one go (a paste: one change, as long texts arrive on a phone). */
async function fill(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function fillRequired(user: User) {
  await fill(user, box('대표자 이름'), '홍길동');
  await fill(user, box('사업자등록번호'), '1234567890');
  await fill(user, box('연락처'), '01012345678');
  await fill(user, box('호텔 이름'), '해운대 스테이');
  await user.selectOptions(screen.getByRole('combobox', { name: '호텔 등급' }), '4');
  await fill(user, box('주소'), '부산광역시 해운대구 해운대해변로 1');
  await user.tab();
}

/** A complete application saved as this member's draft, so a test can start at the submit button. */
function seedCompleteDraft() {
  writeDraft(draftKey(MEMBER), {
    ...emptyForm(),
    ownerName: '홍길동',
    businessNo: '123-45-67890',
    phone: '010-1234-5678',
    hotelName: '해운대 스테이',
    gradeLevel: '4',
    address1: '부산광역시 해운대구 해운대해변로 1',
    region: '부산광역시',
  });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => restoreFetch());

describe('/hotelapply', () => {
  it('shows every field with the §5 defaults: one STANDARD room type, 20 amenities, the 17 시·도 (제주, 세종 too)', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: '호텔 입점 신청' })).toBeInTheDocument();
    for (const name of ['대표자 이름', '사업자등록번호', '연락처', '호텔 이름', '우편번호', '주소', '상세 주소', '호텔 소개 및 심사 담당자에게 전할 말']) {
      expect(box(name)).toBeInTheDocument();
    }
    const regions = within(screen.getByRole('combobox', { name: '지역' })).getAllByRole('option').map((o) => o.textContent);
    expect(regions).toHaveLength(18);
    expect(regions.slice(7, 9)).toEqual(['울산광역시', '세종특별자치시']);
    expect(regions.at(-1)).toBe('제주특별자치도');
    expect(within(screen.getByRole('combobox', { name: '호텔 등급' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['등급 선택', '1성', '2성', '3성', '4성', '5성']);
    expect(within(screen.getByRole('group', { name: /제공하는 편의시설/ })).getAllByRole('checkbox')).toHaveLength(20);
    const first = within(room(1));
    expect(first.getByRole('combobox', { name: '유형' })).toHaveValue('STANDARD');
    expect(first.getByRole('spinbutton', { name: '객실 수' })).toHaveValue(1);
    expect(first.getByRole('spinbutton', { name: '수용 인원(명)' })).toHaveValue(2);
    expect(first.getByRole('spinbutton', { name: '크기(㎡)' })).toHaveValue(20);
    expect(first.getByRole('spinbutton', { name: '1박 요금(원)' })).toHaveValue(100000);
    expect(first.getByRole('checkbox', { name: '환불 가능' })).toBeChecked();
    expect(first.getByRole('checkbox', { name: '조식 포함' })).not.toBeChecked();
    expect(first.getByRole('button', { name: '객실 유형 1 삭제' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '나중에 등록' })).toBeChecked();
  });

  it('formats the business number 3-2-5 and the phone number as they are typed, and picks the region from the address', async () => {
    const { user } = setup();
    await user.type(box('사업자등록번호'), '12345678901234');
    expect(box('사업자등록번호')).toHaveValue('123-45-67890');
    await user.type(box('연락처'), '0212345678');
    expect(box('연락처')).toHaveValue('02-1234-5678');
    await user.clear(box('연락처'));
    await user.type(box('연락처'), '010-9876-54321');
    expect(box('연락처')).toHaveValue('010-9876-5432');
    await user.type(box('주소'), '부산 해운대구 우동 1');
    await user.tab();
    expect(screen.getByRole('combobox', { name: '지역' })).toHaveValue('부산광역시');
  });

  it('checks the rules in the order of the form and says the first broken one, live once tried', async () => {
    const { user, sent } = setup();
    await user.click(submitButton());
    expect(alertText()).toBe('필수 항목을 모두 입력해주세요.');
    expect(box('대표자 이름')).toHaveFocus();
    expect(box('대표자 이름')).toHaveAttribute('aria-invalid', 'true');
    expect(box('사업자등록번호')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: '지역' })).toHaveAttribute('aria-invalid', 'true');
    expect(box('상세 주소')).not.toHaveAttribute('aria-invalid');

    await fill(user, box('대표자 이름'), '홍길동');
    await fill(user, box('사업자등록번호'), '12345');
    await fill(user, box('연락처'), '0101234');
    await fill(user, box('호텔 이름'), '해운대 스테이');
    await user.selectOptions(screen.getByRole('combobox', { name: '호텔 등급' }), '4');
    await fill(user, box('주소'), '부산광역시 해운대구 해운대해변로 1');
    await user.tab();
    // Required fields done: the format rules speak, in the form's order.
    expect(alertText()).toBe('사업자등록번호는 숫자 10자리(000-00-00000)로 입력해주세요.');
    await fill(user, box('사업자등록번호'), '67890');
    expect(alertText()).toBe('전화번호는 숫자 9~11자리로 입력해주세요.');
    await fill(user, box('연락처'), '5678');
    await fill(user, box('우편번호'), '481');
    expect(alertText()).toBe('우편번호는 숫자 5자리로 입력해주세요.');
    await fill(user, box('우편번호'), '23');
    await user.click(screen.getByRole('radio', { name: '이미지 URL 입력' }));
    await fill(user, screen.getByRole('textbox', { name: '이미지 URL' }), 'hotel.jpg');
    expect(alertText()).toBe('대표 이미지 URL 형식이 올바르지 않습니다.');
    await user.clear(screen.getByRole('textbox', { name: '이미지 URL' }));
    await fill(user, screen.getByRole('textbox', { name: '이미지 URL' }), 'https://images.example.com/hotel.jpg');
    const count = within(room(1)).getByRole('spinbutton', { name: '객실 수' });
    await user.clear(count);
    expect(alertText()).toBe('스탠다드 객실 수는 1~300개로 입력해주세요.');
    expect(count).toHaveAttribute('aria-invalid', 'true');
    await fill(user, count, '3');
    await fill(user, within(room(1)).getByRole('textbox', { name: '객실 번호' }), '301, 302');
    expect(alertText()).toBe('스탠다드 객실 번호의 개수가 객실 수와 같아야 합니다.');
    await fill(user, within(room(1)).getByRole('textbox', { name: '객실 번호' }), ' 303');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('adds, duplicates and removes room types: at least one, at most four, each type once', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '+ 객실 유형 추가' }));
    expect(within(room(2)).getByRole('combobox', { name: '유형' })).toHaveValue('DELUXE');
    expect(within(room(2)).getByRole('combobox', { name: '유형' })).toHaveFocus();
    const price = within(room(1)).getByRole('spinbutton', { name: '1박 요금(원)' });
    await user.clear(price);
    await user.type(price, '88000');
    await user.click(within(room(1)).getByRole('checkbox', { name: '조식 포함' }));
    await user.click(screen.getByRole('button', { name: '객실 유형 1 복제' }));
    // The copy comes right after the original, under the next free type.
    expect(within(room(2)).getByRole('combobox', { name: '유형' })).toHaveValue('SUITE');
    expect(within(room(2)).getByRole('spinbutton', { name: '1박 요금(원)' })).toHaveValue(88000);
    expect(within(room(2)).getByRole('checkbox', { name: '조식 포함' })).toBeChecked();
    expect(within(room(3)).getByRole('combobox', { name: '유형' })).toHaveValue('DELUXE');
    await user.click(screen.getByRole('button', { name: '+ 객실 유형 추가' }));
    expect(within(room(4)).getByRole('combobox', { name: '유형' })).toHaveValue('PREMIUM');
    expect(screen.getByRole('button', { name: '+ 객실 유형 추가' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '객실 유형 1 복제' })).toBeDisabled();
    expect(screen.getByText('객실 유형은 4개까지 등록할 수 있습니다.')).toBeInTheDocument();
    for (const n of [4, 3, 2]) await user.click(screen.getByRole('button', { name: `객실 유형 ${n} 삭제` }));
    expect(screen.getAllByRole('group', { name: /^객실 유형 \d ·/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: '객실 유형 1 삭제' })).toBeDisabled();
    // Choosing a type twice is the rule's to say.
    await user.click(screen.getByRole('button', { name: '+ 객실 유형 추가' }));
    await user.selectOptions(within(room(2)).getByRole('combobox', { name: '유형' }), 'STANDARD');
    await fillRequired(user);
    await user.click(submitButton());
    expect(alertText()).toBe('같은 객실 유형은 한 번만 등록할 수 있습니다.');
    expect(within(room(2)).getByRole('combobox', { name: '유형' })).toHaveFocus();
  });

  it('asks to confirm (review takes 2–3 days), sends the application, clears the form and goes to the list after ~1.2 s', async () => {
    const { user, sent, currentPath } = setup();
    await fillRequired(user);
    await user.type(box('우편번호'), '48099');
    await user.click(screen.getByRole('checkbox', { name: '무료 Wi-Fi' }));
    await user.click(screen.getByRole('checkbox', { name: '주차' }));
    await user.click(screen.getByRole('radio', { name: '기본 이미지에서 선택' }));
    await user.click(screen.getByRole('radio', { name: '기본 이미지 2' }));
    await fill(user, within(room(1)).getByRole('textbox', { name: '정책 안내' }), '객실 내 금연');
    await user.click(submitButton());
    const dialog = screen.getByRole('dialog', { name: '입점 신청을 제출할까요?' });
    expect(dialog).toHaveTextContent('심사에 2~3일이 걸립니다');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(sent).toEqual([]);
    await user.click(submitButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '제출' }));
    expect(await screen.findByText('입점 신청이 접수되었습니다. 잠시 후 신청 내역으로 이동합니다.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        ownerName: '홍길동',
        businessNo: '123-45-67890',
        phone: '010-1234-5678',
        gradeLevel: 4,
        hotelName: '해운대 스테이',
        address1: '부산광역시 해운대구 해운대해변로 1',
        address2: null,
        postcode: '48099',
        region: '부산광역시',
        coverImageType: 'TEMPLATE',
        coverImageUrl: null,
        coverImageTemplate: 'H2',
        amenitiesCsv: 'FREE_WIFI,PARKING',
        comment: null,
        roomsJson: [{ typeCode: 'STANDARD', roomCount: 1, roomNos: [], capacity: 2, sizeSqm: 20, priceKrw: 100000, refundable: 1, breakfast: 0, policyText: '객실 내 금연' }],
      },
    ]);
    expect(box('대표자 이름')).toHaveValue('');
    expect(window.localStorage.getItem(draftKey(MEMBER))).toBeNull();
    expect(currentPath()).toBe('/hotelapply');
    await waitFor(() => expect(currentPath()).toBe('/hotelapply/mine'), { timeout: 3000 });
  });

  it.each([
    [{ status: 409, body: { error: 'SLUG_CONFLICT', message: '같은 이름의 호텔 또는 신청이 이미 있습니다.' } }, '같은 이름(슬러그)의 신청이 있어요. 호텔명을 조금 바꿔주세요.'],
    [{ status: 409, body: { error: 'CONFLICT', message: 'canonical name taken' } }, '같은 이름(슬러그)의 신청이 있어요. 호텔명을 조금 바꿔주세요.'],
    [{ status: 409, body: { error: 'DUPLICATE', message: '사업자번호가 이미 등록되어 있습니다.' } }, '중복/충돌로 신청이 실패했어요: 사업자번호가 이미 등록되어 있습니다.'],
    [{ status: 400, body: { error: 'VALIDATION_ERROR', message: '지역은 17개 시·도 중에서 선택해주세요.' } }, '지역은 17개 시·도 중에서 선택해주세요.'],
    [{ status: 500, body: null }, '신청 중 오류가 발생했습니다.'],
  ])('says §8 for a failed submission and keeps what was typed (%j)', async (answer, message) => {
    seedCompleteDraft();
    const { user, currentPath } = setup(() => answer);
    await user.click(submitButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '제출' }));
    await waitFor(() => expect(alertText()).toBe(message));
    expect(box('대표자 이름')).toHaveValue('홍길동');
    expect(window.localStorage.getItem(draftKey(MEMBER))).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1400));
    expect(currentPath()).toBe('/hotelapply');
  });

  it('says an application is already received (409 PENDING) and moves to the list', async () => {
    seedCompleteDraft();
    const { user, currentPath } = setup(() => ({ status: 409, body: { error: 'PENDING', message: '이미 접수된 신청이 있습니다(already pending).' } }));
    await user.click(submitButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '제출' }));
    await waitFor(() => expect(alertText()).toBe('이미 접수된 신청이 있어요. 기존 신청으로 이동합니다.'));
    await waitFor(() => expect(currentPath()).toBe('/hotelapply/mine'), { timeout: 3000 });
  });

  it('keeps the draft in this browser: a reload brings it back, 처음부터 다시 작성 empties it', async () => {
    const first = setup();
    await fill(first.user, box('호텔 이름'), '광안리 하우스');
    await first.user.click(screen.getByRole('button', { name: '+ 객실 유형 추가' }));
    expect(JSON.parse(window.localStorage.getItem(draftKey(MEMBER))!).form.hotelName).toBe('광안리 하우스');
    first.unmount();

    const { user } = setup();
    expect(screen.getByText('작성 중이던 내용을 불러왔습니다.')).toBeInTheDocument();
    expect(box('호텔 이름')).toHaveValue('광안리 하우스');
    expect(within(room(2)).getByRole('combobox', { name: '유형' })).toHaveValue('DELUXE');
    await user.click(screen.getByRole('button', { name: '처음부터 다시 작성' }));
    await user.click(within(screen.getByRole('dialog', { name: '작성 중인 내용을 지울까요?' })).getByRole('button', { name: '지우기' }));
    expect(box('호텔 이름')).toHaveValue('');
    expect(screen.getAllByRole('group', { name: /^객실 유형 \d ·/ })).toHaveLength(1);
    expect(window.localStorage.getItem(draftKey(MEMBER))).toBeNull();
  });
});
