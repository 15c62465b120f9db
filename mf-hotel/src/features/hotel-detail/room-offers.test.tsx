import { screen, waitFor, within } from '@testing-library/react';
import { HOLD_ERROR_CODES } from 'shared-contracts/hotel-stay';
import { mockFetch, requestedPaths, restoreFetch } from '../../testing/fetch-mock';
import { makeHotelDetail, makeOffer } from '../../testing/hotel-detail-fixtures';
import { fakeToken, renderWithProviders } from '../../testing/render-with-providers';
import { toHotelDetail } from './hotel-detail.parse';
import type { RoomTypeOffer } from './hotel-detail.types';
import { RoomOffers } from './room-offers';

const STAY = { checkIn: '2099-06-05', checkOut: '2099-06-06', guests: 2 };
const MIN_STAY = '최소 2박부터 예약할 수 있어요';
const CLOSED_TO_ARRIVAL = '이 날짜에는 체크인할 수 없어요';

const card = (name: string) => screen.getByRole('article', { name });

function renderOffers(roomTypes: RoomTypeOffer[], options: { token?: string | null; onConflict?: () => void } = {}) {
  return renderWithProviders(<RoomOffers hotel={makeHotelDetail(7, { roomTypes })} stay={STAY} onConflict={options.onConflict ?? jest.fn()} />, {
    route: '/hotels/7',
    token: options.token ?? null,
  });
}

afterEach(() => restoreFetch());

describe('room offers refused by the stay restrictions (decision 0016)', () => {
  it('shows the reason instead of the book button, and no price or low-stock badge, for that room type only', () => {
    renderOffers([
      makeOffer(1, { name: '스탠다드', nights: 1, priceSum: 120000, minRemaining: 2 }),
      makeOffer(2, { name: '디럭스', nights: 1, priceSum: null, minRemaining: 2, restriction: { kind: 'MIN_STAY', minStay: 2, message: MIN_STAY } }),
      makeOffer(3, {
        name: '스위트',
        nights: 1,
        priceSum: null,
        minRemaining: 5,
        restriction: { kind: 'CLOSED_TO_ARRIVAL', message: CLOSED_TO_ARRIVAL },
      }),
    ]);

    expect(within(card('디럭스')).getByText(MIN_STAY)).toBeInTheDocument();
    expect(within(card('디럭스')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('디럭스')).queryByText(/남은 객실/)).not.toBeInTheDocument();
    expect(within(card('디럭스')).queryByText('예약 불가')).not.toBeInTheDocument();
    expect(within(card('스위트')).getByText(CLOSED_TO_ARRIVAL)).toBeInTheDocument();
    expect(within(card('스위트')).queryByRole('button')).not.toBeInTheDocument();

    expect(within(card('스탠다드')).getByRole('button', { name: '예약하기' })).toBeEnabled();
    expect(within(card('스탠다드')).getByText('남은 객실 2개')).toBeInTheDocument();
    expect(within(card('스탠다드')).queryByText(MIN_STAY)).not.toBeInTheDocument();
  });

  it('a hold refused for a restriction shows its reason and asks for the offers again', async () => {
    const onConflict = jest.fn();
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/reservations/hold'
        ? { status: 409, body: { error: HOLD_ERROR_CODES.stayRestricted, message: MIN_STAY, errorId: 'e1', restriction: 'MIN_STAY', minStay: 2 } }
        : { status: 404, body: { error: 'NOT_FOUND', message: '찾을 수 없습니다.' } },
    );
    const { user, currentLocation } = renderOffers([makeOffer(2, { name: '디럭스', nights: 1, priceSum: 150000 })], {
      token: fakeToken(5),
      onConflict,
    });
    await user.click(within(card('디럭스')).getByRole('button', { name: '예약하기' }));

    // The toast (an error: role alert) says why, and the page is asked to fetch the offers again (which then say it).
    expect(await within(screen.getByRole('alert')).findByText(MIN_STAY)).toBeInTheDocument();
    await waitFor(() => expect(onConflict).toHaveBeenCalledTimes(1));
    expect(currentLocation().pathname).toBe('/hotels/7');
    expect(requestedPaths(fetchMock)).toEqual(['/api/reservations/hold']);
  });

  it('reads the restriction of an answer, and none from an older answer or an unknown kind', () => {
    const raw = (restriction: unknown) => ({ hotelId: 7, name: '호텔', roomTypes: [{ roomTypeId: 1, name: '방', restriction }] });
    expect(toHotelDetail(raw({ kind: 'MIN_STAY', minStay: 3, message: '최소 3박부터 예약할 수 있어요' })).roomTypes[0]?.restriction).toEqual({
      kind: 'MIN_STAY',
      minStay: 3,
      message: '최소 3박부터 예약할 수 있어요',
    });
    expect(toHotelDetail(raw({ kind: 'CLOSED_TO_DEPARTURE', message: '이 날짜에는 체크아웃할 수 없어요' })).roomTypes[0]?.restriction).toEqual({
      kind: 'CLOSED_TO_DEPARTURE',
      message: '이 날짜에는 체크아웃할 수 없어요',
    });
    expect(toHotelDetail(raw(undefined)).roomTypes[0]?.restriction).toBeNull();
    expect(toHotelDetail(raw({ kind: 'SOMETHING_NEW', message: '?' })).roomTypes[0]?.restriction).toBeNull();
  });
});
