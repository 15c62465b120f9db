import { screen, within } from '@testing-library/react';
import { HOLD_ERROR_CODES } from 'shared-contracts/hotel-stay';
import { requestedPaths, restoreFetch } from '../../testing/fetch-mock';
import { mockHotelApi } from '../../testing/hotel-api-mock';
import { makeHotelDetail, makeOffer } from '../../testing/hotel-detail-fixtures';
import { fakeToken, renderWithProviders } from '../../testing/render-with-providers';
import { toHotelDetail } from './hotel-detail.parse';
import { HotelDetailPage } from './hotel-detail-page';
import { loadSearchBar } from './search-bar.loader';

jest.mock('./search-bar.loader', () => ({ loadSearchBar: jest.fn() }));
jest.mock('leaflet', () => jest.requireActual('../../testing/leaflet-fake').fakeLeaflet);

const STAY = 'checkIn=2099-06-05&checkOut=2099-06-06&guests=2';
const MIN_STAY = '최소 2박부터 예약할 수 있어요';
const CLOSED_TO_ARRIVAL = '이 날짜에는 체크인할 수 없어요';

const card = (name: string) => screen.getByRole('article', { name });

function renderPage(token: string | null = null) {
  return renderWithProviders(<HotelDetailPage />, { route: `/hotels/7?${STAY}`, path: '/hotels/:id', token });
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(loadSearchBar).mockRejectedValue(new Error('mf_search is down'));
});

afterEach(() => restoreFetch());

describe('room offers refused by the stay restrictions (decision 0016)', () => {
  it('shows the reason instead of the book button, and no price or low-stock badge, for that room type only', async () => {
    mockHotelApi(
      makeHotelDetail(7, {
        roomTypes: [
          makeOffer(1, { name: '스탠다드', nights: 1, priceSum: 120000, minRemaining: 2 }),
          makeOffer(2, { name: '디럭스', nights: 1, priceSum: null, minRemaining: 2, restriction: { kind: 'MIN_STAY', minStay: 2, message: MIN_STAY } }),
          makeOffer(3, { name: '스위트', nights: 1, priceSum: null, minRemaining: 5, restriction: { kind: 'CLOSED_TO_ARRIVAL', message: CLOSED_TO_ARRIVAL } }),
        ],
      }),
    );
    renderPage();
    await screen.findAllByRole('article');

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

  it('a hold refused for a restriction shows its reason and the offers, fetched again, say why', async () => {
    let refused = false;
    const restricted = makeOffer(2, { name: '디럭스', nights: 1, priceSum: null, restriction: { kind: 'MIN_STAY', minStay: 2, message: MIN_STAY } });
    const fetchMock = mockHotelApi(makeHotelDetail(7, { roomTypes: [makeOffer(2, { name: '디럭스', nights: 1, priceSum: 150000 })] }), (url) => {
      if (url.pathname === '/api/reservations/hold') {
        refused = true;
        return { status: 409, body: { error: HOLD_ERROR_CODES.stayRestricted, message: MIN_STAY, errorId: 'e1', restriction: 'MIN_STAY', minStay: 2 } };
      }
      if (url.pathname === '/api/hotels/7' && refused) return { body: makeHotelDetail(7, { roomTypes: [restricted] }) };
      return undefined;
    });
    const { user, currentLocation } = renderPage(fakeToken(5));
    await screen.findAllByRole('article');
    await user.click(within(card('디럭스')).getByRole('button', { name: '예약하기' }));

    // The toast (an error: role alert) says it, then the card does in place of the button.
    expect(await within(screen.getByRole('alert')).findByText(MIN_STAY)).toBeInTheDocument();
    expect(await within(card('디럭스')).findByText(MIN_STAY)).toBeInTheDocument();
    expect(within(card('디럭스')).queryByRole('button')).not.toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/hotels/7');
    expect(requestedPaths(fetchMock).filter((path) => path.startsWith('/api/hotels/7?'))).toHaveLength(2);
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
