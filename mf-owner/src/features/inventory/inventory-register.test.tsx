import { screen, within } from '@testing-library/react';
import { restoreFetch } from '../../testing/fetch-mock';
import { HOTEL, mockOwnerApi, plusDays, today } from '../../testing/owner.fixtures';
import { renderOwner } from '../../testing/render-owner';
import { BASE, FREE, overview } from './inventory-page.testing';

afterEach(() => restoreFetch());

// Split from inventory-page.test.tsx: the register dialog (기간 등록) opened from the overview.
describe('owner inventory: register dialog', () => {
  it('starts with the defaults (overwrite off), asks for room types, previews, then registers and shows the summary', async () => {
    const { writes } = mockOwnerApi({
      [`GET /owner/hotels/${HOTEL.id}/inventory/overview`]: ({ query }) => ({ body: overview(query) }),
      [`POST /owner/hotels/${HOTEL.id}/inventory/register`]: ({ query }) =>
        query.get('dryRun') === 'true'
          ? {
              body: {
                days: [
                  { roomTypeId: 11, stayDate: today(), booked: 0, before: null, after: { allotment: 2, price: 88888, status: 'OPEN', ...FREE } },
                ],
              },
            }
          : { body: { created: 10, updated: 4, skippedExisting: 0, skippedOutOfRange: 0, changeId: null } },
    });
    const { user } = renderOwner(BASE);
    await screen.findByRole('list', { name: '첫째 주' });
    await user.click(screen.getByRole('button', { name: '기간 등록' }));
    const dialog = screen.getByRole('dialog', { name: '기간 재고 등록' });
    expect(within(dialog).getByLabelText('시작일')).toHaveValue(today());
    expect(within(dialog).getByLabelText('종료일')).toHaveValue(plusDays(6));
    expect(within(dialog).getByLabelText('시작일')).toHaveAttribute('min', today());
    expect(within(dialog).getByLabelText('시작일')).toHaveAttribute('max', plusDays(30));
    expect(within(dialog).getByLabelText('총 객실 수')).toHaveValue('2');
    expect(within(dialog).getByLabelText('1박 요금(원)')).toHaveValue('88888');
    expect(within(dialog).getByLabelText('판매 상태')).toHaveValue('OPEN');
    expect(within(dialog).getByRole('checkbox', { name: '이미 등록된 날짜도 덮어쓰기' })).not.toBeChecked();
    expect(within(dialog).getAllByRole('button', { pressed: true })).toHaveLength(7);
    expect(within(dialog).getByText('선택한 날짜 7일')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '미리 보기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('등록할 객실 유형을 선택하세요.');
    expect(writes()).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: '스탠다드 트윈 (STD)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '디럭스 더블 (DLX)' }));
    await user.click(within(dialog).getByRole('button', { name: '일' }));
    expect(within(dialog).getByText('선택한 날짜 6일 × 객실 유형 2개')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '미리 보기' }));
    expect(await within(dialog).findByText('1박을 새로 등록합니다')).toBeInTheDocument();
    expect(writes()).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: '적용' }));
    const summary = await screen.findByRole('status', { name: '등록 완료' });
    expect(summary).toHaveTextContent('새로 등록10건');
    expect(summary).toHaveTextContent('이미 있어 건너뜀0건');
    expect(summary).toHaveTextContent('기간 밖이라 건너뜀0건');
    expect(writes()[0]!.query.get('dryRun')).toBe('true');
    expect(writes()[1]!.query.get('dryRun')).toBeNull();
    expect(writes()[1]!.body).toEqual({
      roomTypeIds: [11, 12],
      from: today(),
      to: plusDays(6),
      weekdays: [1, 2, 3, 4, 5, 6],
      allotment: 2,
      price: 88888,
      status: 'OPEN',
      overwrite: false,
    });
  });

  it('clamps the dates to today … today + 30 and shows a refusal', async () => {
    mockOwnerApi({
      [`GET /owner/hotels/${HOTEL.id}/inventory/overview`]: ({ query }) => ({ body: overview(query) }),
      [`POST /owner/hotels/${HOTEL.id}/inventory/register`]: () => ({
        status: 409,
        body: { error: 'INVENTORY_BELOW_BOOKED', message: '예약·확보된 객실보다 적게 줄일 수 없습니다' },
      }),
    });
    const { user } = renderOwner(BASE);
    await screen.findByRole('list', { name: '첫째 주' });
    await user.click(screen.getByRole('button', { name: '기간 등록' }));
    const dialog = screen.getByRole('dialog', { name: '기간 재고 등록' });
    const to = within(dialog).getByLabelText('종료일');
    await user.clear(to);
    await user.type(to, plusDays(45));
    expect(to).toHaveValue(plusDays(30));
    await user.click(within(dialog).getByRole('checkbox', { name: '스탠다드 트윈 (STD)' }));
    await user.click(within(dialog).getByRole('button', { name: '미리 보기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('미리 보기 실패: 예약·확보된 객실보다 적게 줄일 수 없습니다');
  });
});
