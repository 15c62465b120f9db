import { screen, waitFor, within } from '@testing-library/react';
import { deferred, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { HOTEL, mockOwnerApi, plusDays, today } from '../../testing/owner.fixtures';
import { renderOwner } from '../../testing/render-owner';
import { mondayOf } from '../../frame/owner-dates';
import { BASE, day, FREE, overview } from './inventory-page.testing';

afterEach(() => restoreFetch());

// The register dialog (기간 등록) is tested in inventory-register.test.tsx.
describe('owner inventory: overview', () => {
  it('shows loading, then two rows of 7 days from this week’s Monday with every room type', async () => {
    const later = deferred<MockAnswer>();
    const { sent } = mockOwnerApi({ [`GET /owner/hotels/${HOTEL.id}/inventory/overview`]: () => later.promise });
    renderOwner(BASE);
    expect(await screen.findByRole('heading', { level: 1, name: '재고·요금' })).toBeInTheDocument();
    await waitFor(() => expect(sent.some((s) => s.path.endsWith('/inventory/overview'))).toBe(true));
    expect(screen.getByRole('status', { name: '재고를 불러오는 중' })).toBeInTheDocument();
    const call = sent.find((s) => s.path.endsWith('/inventory/overview'))!;
    const monday = mondayOf(today());
    expect(call.query.get('from')).toBe(monday);
    expect(call.query.get('to')).toBe(plusDays(13, monday));
    later.resolve({ body: overview(call.query) });
    const first = await screen.findByRole('list', { name: '첫째 주' });
    const second = screen.getByRole('list', { name: '둘째 주' });
    expect(
      within(first)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === first),
    ).toHaveLength(7);
    expect(
      within(second)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === second),
    ).toHaveLength(7);
    // Today's cells: STD first, with price, remaining/total and status; DLX sold out.
    const std = screen.getAllByRole('button', { name: /STD/ })[0]!;
    expect(std).toHaveTextContent('STD');
    expect(std).toHaveTextContent('90,000원');
    expect(std).toHaveTextContent('3/5');
    expect(std).toHaveTextContent('판매중');
    expect(screen.getAllByRole('button', { name: /DLX/ })[0]).toHaveTextContent('매진');
  });

  it('keeps past days dimmed and not clickable, and pages by two weeks through the address', async () => {
    const { sent } = mockOwnerApi({ [`GET /owner/hotels/${HOTEL.id}/inventory/overview`]: ({ query }) => ({ body: overview(query) }) });
    const { user, currentPath } = renderOwner(BASE);
    await screen.findByRole('list', { name: '첫째 주' });
    const buttons = screen.getAllByRole('button', { name: /STD/ });
    // Days before today in this week are text only: 14 days less the past ones are buttons.
    const pastDays = (new Date(`${today()}T00:00:00Z`).getUTCDay() + 6) % 7;
    expect(buttons).toHaveLength(14 - pastDays);
    await user.click(screen.getByRole('button', { name: '다음 2주' }));
    expect(currentPath()).toBe(`${BASE}?week=${plusDays(14, mondayOf(today()))}`);
    await waitFor(() =>
      expect(
        sent
          .filter((s) => s.path.endsWith('/overview'))
          .at(-1)!
          .query.get('from'),
      ).toBe(plusDays(14, mondayOf(today()))),
    );
  });

  it('shows the failure with a retry', async () => {
    mockOwnerApi({
      [`GET /owner/hotels/${HOTEL.id}/inventory/overview`]: () => ({ status: 500, body: { error: 'X', message: '일시적인 오류입니다.' } }),
    });
    renderOwner(BASE);
    const heading = await screen.findByRole('heading', { name: '재고를 불러오지 못했습니다.' });
    expect(heading.closest('[role="alert"]')).toHaveTextContent('일시적인 오류입니다.');
  });

  it('opens the day editor from a type on a day; a new day needs an allotment of at least 1', async () => {
    const { writes } = mockOwnerApi({
      [`GET /owner/hotels/${HOTEL.id}/inventory/overview`]: ({ query }) => ({
        body: overview(query).map((d) => ({ ...d, items: d.items.filter((i) => i.roomTypeId === 11) })),
      }),
      [`PUT /owner/hotels/${HOTEL.id}/inventory/day`]: ({ body }) => ({ body: day((body as { date: string }).date) }),
    });
    const { user } = renderOwner(BASE);
    await screen.findByRole('list', { name: '첫째 주' });
    const dlxToday = screen.getAllByRole('button', { name: /DLX/ })[0]!;
    expect(dlxToday).toHaveTextContent('데이터 없음');
    await user.click(dlxToday);
    const dialog = screen.getByRole('dialog', { name: /디럭스 더블 \(DLX\)/ });
    expect(within(dialog).getByText('아직 재고가 없는 날짜입니다. 저장하면 새로 만듭니다.')).toBeInTheDocument();
    expect(within(dialog).getByText('남은 객실이 0이 되면 자동으로 매진(SOLD_OUT)으로 표시됩니다.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('0 이상의 숫자를 입력하세요.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('총 객실 수'), '0');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('새 날짜를 만들 때는 총 객실 수가 1 이상이어야 합니다.')).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await user.clear(within(dialog).getByLabelText('총 객실 수'));
    await user.type(within(dialog).getByLabelText('총 객실 수'), '4');
    await user.selectOptions(within(dialog).getByLabelText('판매 상태'), '판매 중지');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('재고를 수정했습니다.')).toBeInTheDocument();
    expect(writes()[0]!.body).toEqual({ roomTypeId: 12, date: today(), price: 88888, allotment: 4, status: 'CLOSED', ...FREE });
  });

  it('shows the server’s refusal in the day editor', async () => {
    mockOwnerApi({
      [`GET /owner/hotels/${HOTEL.id}/inventory/overview`]: ({ query }) => ({ body: overview(query) }),
      [`PUT /owner/hotels/${HOTEL.id}/inventory/day`]: () => ({
        status: 409,
        body: { error: 'INVENTORY_BELOW_BOOKED', message: '예약·확보된 객실보다 적게 줄일 수 없습니다: 2026-01-01(예약 2)' },
      }),
    });
    const { user } = renderOwner(BASE);
    await screen.findByRole('list', { name: '첫째 주' });
    await user.click(screen.getAllByRole('button', { name: /STD/ })[0]!);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('1박 요금(원)')).toHaveValue('90000');
    await user.clear(within(dialog).getByLabelText('총 객실 수'));
    await user.type(within(dialog).getByLabelText('총 객실 수'), '1');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('수정 실패: 예약·확보된 객실보다 적게 줄일 수 없습니다');
  });
});
describe('owner inventory: by type and bulk apply', () => {
  it('shows Monday-first weeks with sellable, not sellable and no data, and applies to the highlighted days', async () => {
    const { writes, sent } = mockOwnerApi({
      [`GET /owner/hotels/${HOTEL.id}/inventory`]: () => ({ body: [day(today()), day(plusDays(1), { status: 'CLOSED', sellable: false })] }),
      [`PUT /owner/hotels/${HOTEL.id}/inventory/bulk`]: ({ query }) =>
        query.get('dryRun') === 'true'
          ? {
              body: {
                days: [
                  {
                    roomTypeId: 11,
                    stayDate: plusDays(1),
                    booked: 0,
                    before: { allotment: 5, price: 90000, status: 'OPEN', ...FREE },
                    after: { allotment: 5, price: 99000, status: 'OPEN', ...FREE },
                  },
                ],
              },
            }
          : { body: { updated: 5, skippedMissing: 2, skippedPast: 0, skippedOutOfRange: 0, changeId: null } },
    });
    const { user } = renderOwner(`${BASE}?view=type&roomTypeId=11&from=${today()}&to=${plusDays(9)}`);
    const grid = await screen.findByRole('table', { name: /스탠다드 트윈 \(STD\)/ });
    const call = sent.find((s) => s.path.endsWith('/inventory'))!;
    expect(Object.fromEntries(call.query)).toEqual({ roomTypeId: '11', from: today(), to: plusDays(9) });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['월', '화', '수', '목', '금', '토', '일']);
    expect(within(grid).getByText('판매 가능')).toBeInTheDocument();
    expect(within(grid).getByText('판매 불가')).toBeInTheDocument();
    expect(within(grid).getAllByText('데이터 없음')).toHaveLength(8);
    // Every day from today is highlighted while no weekday is chosen (empty = all).
    expect(within(grid).getAllByText('적용 대상')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: '토' }));
    expect(screen.getByText(/^적용될 날짜 \d일$/)).toBeInTheDocument();

    const panel = screen.getByRole('form', { name: /일괄 적용/ });
    await user.type(within(panel).getByLabelText('1박 요금(원)'), '99000');
    await user.click(within(panel).getByRole('button', { name: '미리 보기' }));
    expect(await within(panel).findByText('1박의 요금이 바뀝니다')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '적용' }));
    expect(await within(panel).findByText(/^적용 완료 \(지난 날짜 제외\)/)).toHaveAttribute('role', 'status');
    const sentBody = {
      roomTypeId: 11,
      from: today(),
      to: plusDays(9),
      weekdays: [6],
      allotment: null,
      price: 99000,
      status: null,
      minStay: null,
      closedToArrival: null,
      closedToDeparture: null,
    };
    expect(writes().map((w) => [w.query.get('dryRun'), w.body])).toEqual([
      ['true', sentBody],
      [null, sentBody],
    ]);
  });

  it('refuses a period that lies wholly in the past, and asks for something to change', async () => {
    const { writes } = mockOwnerApi({ [`GET /owner/hotels/${HOTEL.id}/inventory`]: () => ({ body: [] }) });
    const { user } = renderOwner(`${BASE}?view=type&roomTypeId=11&from=${plusDays(-20)}&to=${plusDays(-10)}`);
    const panel = await screen.findByRole('form', { name: /일괄 적용/ });
    // Past weeks are shown, read only (here without records).
    expect(screen.getAllByText('기록 없음').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('table')).queryAllByRole('button')).toEqual([]);
    await user.type(within(panel).getByLabelText('총 객실 수'), '3');
    await user.click(within(panel).getByRole('button', { name: '미리 보기' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('선택한 기간이 모두 지난 날짜입니다.');
    expect(writes()).toEqual([]);
  });

  it('asks for a room type before searching', async () => {
    mockOwnerApi({ [`GET /owner/hotels/${HOTEL.id}/inventory`]: () => ({ body: [] }) });
    const { user } = renderOwner(`${BASE}?view=type`);
    await screen.findByRole('form', { name: /일괄 적용/ });
    await user.selectOptions(screen.getByLabelText('객실 유형'), '객실 유형을 먼저 선택하세요.');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByText('객실 유형을 먼저 선택하세요.', { selector: '[role="alert"]' })).toBeInTheDocument();
  });
});
