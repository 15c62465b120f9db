import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountButton, newAccount, signUpViaApi, submitLogin, type Account } from '../support/auth';
import {
  bearer,
  bookableOffer,
  hotelApi,
  offerCard,
  pageToken,
  searchHotelIds,
  stayFrom,
  stayQuery,
  termValue,
  won,
  type HotelAnswer,
  type RoomOffer,
  type Stay,
} from '../support/hotel';

// Booking journeys (issue 5): search → hotel detail → book → /reservation → the welcome coupon → the sandbox
// checkout → /pay/success → /reservation/success → the booking in GET /api/my/bookings; and the declined card
// with its way back. Each journey books its own stay (far from the discovery journeys' dates) with a fresh
// account, so they can run in any order on one server.

const WELCOME_COUPON = '신규 가입 축하 쿠폰';
const WELCOME_AMOUNT = 10_000;

const cards = (page: Page) => page.getByRole('list', { name: '검색된 호텔' }).getByRole('article');

let account: Account;

test.beforeEach(async ({ request }) => {
  account = newAccount('이서준', 'bk');
  await signUpViaApi(request, account);
});

/** The reservation page of a fresh hold: the countdown runs and the member's name and phone are filled in. */
async function expectReservation(page: Page, hotel: HotelAnswer, offer: RoomOffer, stay: Stay): Promise<void> {
  await expect(page).toHaveURL(
    (u) =>
      u.pathname === '/reservation' &&
      u.searchParams.get('hotelId') === String(hotel.hotelId) &&
      u.searchParams.get('roomTypeId') === String(offer.roomTypeId) &&
      u.searchParams.get('checkIn') === stay.checkIn &&
      u.searchParams.get('checkOut') === stay.checkOut &&
      /\S/.test(u.searchParams.get('holdCode') ?? ''),
  );
  await expect(page.getByRole('heading', { level: 1, name: '예약하기' })).toBeVisible();
  await expect(page.getByRole('timer', { name: '남은 예약 시간' })).toHaveText(/^(1[0-5]|0\d):\d\d$/);
  await expect(page.getByText(hotel.name).first()).toBeVisible();
  await expect(page.getByText(offer.name).first()).toBeVisible();
  await expect(page.getByLabel('예약자 이름')).toHaveValue(account.name);
  await expect(page.getByLabel('휴대폰 번호')).toHaveValue('010-2468-1357');
  await expect(page.getByTestId('reservation-total')).toHaveText(won(offer.priceSum!));
}

test('search → hotel detail → book → welcome coupon → sandbox payment → success → my bookings', async ({ page, request }) => {
  const stay = stayFrom(60, 2);
  await page.goto(`/search?region=${encodeURIComponent('서울특별시')}&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2`);
  await expect(cards(page).first()).toBeVisible();

  // The first listed hotel that has a room for the stay, by the API's own answer.
  const listed = await searchHotelIds(request, '서울특별시', stay);
  let hotel: HotelAnswer | undefined;
  let offer: RoomOffer | undefined;
  for (const hotelId of listed.slice(0, 10)) {
    hotel = await hotelApi(request, hotelId, stay);
    offer = bookableOffer(hotel);
    if (offer) break;
  }
  expect(offer, 'a Seoul hotel with a room for the stay').toBeDefined();
  const card = cards(page)
    .filter({ has: page.getByRole('heading', { name: hotel!.name, exact: true }) })
    .first();
  await card.getByRole('link', { name: '상세보기' }).click();
  await expect(page).toHaveURL((u) => u.pathname === `/hotels/${hotel!.hotelId}` && u.search.includes(`checkIn=${stay.checkIn}`));
  await expect(page.getByRole('heading', { level: 1, name: hotel!.name })).toBeVisible();

  // A guest is asked to sign in first and comes back to the same hotel and stay.
  const room = offerCard(page, offer!.name);
  await expect(room).toContainText(won(offer!.priceSum!));
  await expect(room).toContainText(`${offer!.nights}박`);
  await room.getByRole('button', { name: '예약하기' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/login' && (u.searchParams.get('redirect') ?? '').startsWith(`/hotels/${hotel!.hotelId}?`));
  await submitLogin(page, account.loginId, account.password);
  await expect(page).toHaveURL((u) => u.pathname === `/hotels/${hotel!.hotelId}` && u.searchParams.get('checkIn') === stay.checkIn);
  await expect(accountButton(page, account.name)).toBeVisible();

  // The member books: the room is held and the server's countdown starts.
  const held = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/reservations/hold' && res.request().method() === 'POST');
  await offerCard(page, offer!.name).getByRole('button', { name: '예약하기' }).click();
  const hold = (await (await held).json()) as { holdCode: string; totalAmount: number };
  expect(hold.totalAmount).toBe(offer!.priceSum);
  await expectReservation(page, hotel!, offer!, stay);
  expect(new URL(page.url()).searchParams.get('holdCode')).toBe(hold.holdCode);
  // While held, the API counts one room less for the stay.
  const heldOffer = (await hotelApi(request, hotel!.hotelId, stay)).roomTypes.find((r) => r.roomTypeId === offer!.roomTypeId)!;
  expect(heldOffer.minRemaining).toBe(offer!.minRemaining - 1);

  // The welcome coupon reprices the hold: the discount is capped at the room subtotal.
  const discount = Math.min(WELCOME_AMOUNT, offer!.priceSum!);
  const total = offer!.priceSum! - discount;
  // The radio follows the server's hold, so it turns on once the reprice has answered.
  const coupon = page.getByRole('radio', { name: new RegExp(WELCOME_COUPON) });
  await coupon.click();
  await expect(page.getByText(`${WELCOME_COUPON} 쿠폰을 적용했습니다.`)).toBeVisible();
  await expect(coupon).toBeChecked();
  await expect(page.getByTestId('reservation-total')).toHaveText(won(total));
  await expect(termValue(page, `쿠폰 할인 (${WELCOME_COUPON})`)).toHaveText(`-${won(discount)}`);

  // Pay: the sandbox checkout shows the order with the discounted amount and approves the test card.
  await page.getByRole('button', { name: `${won(total)} 결제하기` }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/pay/checkout' && /\S/.test(u.searchParams.get('orderId') ?? ''));
  await expect(page.getByRole('heading', { level: 1, name: '테스트 결제' })).toBeVisible();
  await expect(termValue(page, '결제 금액')).toHaveText(won(total));
  await expect(termValue(page, '주문자')).toHaveText(account.name);
  const confirmed = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/payments/confirm');
  await page.getByRole('button', { name: `결제 승인 · ${won(total)}` }).click();
  // /pay/success confirms once on the server, then shows the booking.
  const confirmAnswer = await confirmed;
  expect(confirmAnswer.ok(), `confirm → ${confirmAnswer.status()}`).toBe(true);
  const booking = (await confirmAnswer.json()) as { bookingNo: string; totalAmount: number; discount: number };
  expect(booking).toEqual(expect.objectContaining({ totalAmount: total, discount }));

  await expect(page).toHaveURL((u) => u.pathname === '/reservation/success' && u.searchParams.get('bookingNo') === booking.bookingNo);
  await expect(page.getByRole('heading', { level: 1, name: '예약이 완료되었습니다' })).toBeVisible();
  await expect(termValue(page, '예약 번호')).toHaveText(booking.bookingNo);
  await expect(termValue(page, '호텔')).toHaveText(hotel!.name);
  await expect(termValue(page, '객실')).toHaveText(offer!.name);
  await expect(termValue(page, '객실 요금')).toHaveText(won(offer!.priceSum!));
  await expect(termValue(page, '쿠폰 할인')).toHaveText(`-${won(discount)}`);
  await expect(termValue(page, '결제 금액')).toHaveText(won(total));
  await expect(page.getByRole('link', { name: '예약 내역 보기' })).toBeVisible();

  // The history call (with the page's own token) lists the new booking first.
  const token = await pageToken(page);
  const history = await request.get('/api/my/bookings?page=0&size=10', { headers: bearer(token) });
  expect(history.ok(), `GET /api/my/bookings → ${history.status()}`).toBe(true);
  const mine = (await history.json()) as { content: Array<Record<string, unknown>>; totalElements: number };
  expect(mine.totalElements).toBe(1);
  expect(mine.content[0]).toEqual(
    expect.objectContaining({
      bookingNo: booking.bookingNo,
      status: 'CONFIRMED',
      hotelId: hotel!.hotelId,
      hotelName: hotel!.name,
      roomTypeName: offer!.name,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      nights: offer!.nights,
      guests: stay.guests,
      totalAmount: total,
    }),
  );
  // The coupon was used up; the room stays taken by the booking.
  const coupons = await request.get('/api/coupons/available', { headers: bearer(token) });
  expect(((await coupons.json()) as Array<{ title: string }>).map((c) => c.title)).not.toContain(WELCOME_COUPON);
  const after = (await hotelApi(request, hotel!.hotelId, stay)).roomTypes.find((r) => r.roomTypeId === offer!.roomTypeId)!;
  expect(after.minRemaining).toBe(offer!.minRemaining - 1);
});

test('a declined card → /pay/fail with the reason → pay again from the held room → booked', async ({ page, request }) => {
  const stay = stayFrom(75, 1);
  const listed = await searchHotelIds(request, '부산광역시', stay);
  let hotel: HotelAnswer | undefined;
  let offer: RoomOffer | undefined;
  for (const hotelId of listed.slice(0, 10)) {
    hotel = await hotelApi(request, hotelId, stay);
    offer = bookableOffer(hotel);
    if (offer) break;
  }
  expect(offer, 'a Busan hotel with a room for the stay').toBeDefined();

  await page.goto('/login');
  await submitLogin(page, account.loginId, account.password);
  await expect(accountButton(page, account.name)).toBeVisible();
  await page.goto(`/hotels/${hotel!.hotelId}?${stayQuery(stay)}`);
  await offerCard(page, offer!.name).getByRole('button', { name: '예약하기' }).click();
  await expectReservation(page, hotel!, offer!, stay);
  const holdCode = new URL(page.url()).searchParams.get('holdCode')!;

  // Without a coupon the whole stay is paid; the test card is declined.
  await page.getByRole('button', { name: `${won(offer!.priceSum!)} 결제하기` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '테스트 결제' })).toBeVisible();
  await page.getByRole('button', { name: '결제 거절' }).click();

  await expect(page).toHaveURL((u) => u.pathname === '/pay/fail' && u.searchParams.get('code') === 'REJECT_CARD_PAYMENT');
  const failure = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1, name: '결제에 실패했습니다' }) });
  await expect(failure).toContainText('카드 결제가 거절되었습니다. 다른 카드로 다시 시도해주세요.');
  // The hold outlived the declined card: paying again is offered, as is choosing another room or going home.
  await expect(failure).toContainText('잡아 둔 객실이 아직 유지되고 있습니다. 다시 결제할 수 있습니다.');
  await expect(failure.getByRole('link', { name: '객실 다시 선택하기' })).toHaveAttribute('href', new RegExp(`^/hotels/${hotel!.hotelId}\\?`));
  await expect(failure.getByRole('link', { name: '홈으로' })).toBeVisible();
  await failure.getByRole('link', { name: '다시 결제하기' }).click();

  // Back on the same hold; a second attempt goes through.
  await expect(page).toHaveURL((u) => u.pathname === '/reservation' && u.searchParams.get('holdCode') === holdCode);
  await expect(page.getByRole('timer', { name: '남은 예약 시간' })).toBeVisible();
  await page.getByRole('button', { name: `${won(offer!.priceSum!)} 결제하기` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '테스트 결제' })).toBeVisible();
  await page.getByRole('button', { name: `결제 승인 · ${won(offer!.priceSum!)}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '예약이 완료되었습니다' })).toBeVisible();
  await expect(termValue(page, '결제 금액')).toHaveText(won(offer!.priceSum!));
  const bookingNo = new URL(page.url()).searchParams.get('bookingNo');

  const history = await request.get('/api/my/bookings', { headers: bearer(await pageToken(page)) });
  const mine = (await history.json()) as { content: Array<{ bookingNo: string; status: string; totalAmount: number }> };
  expect(mine.content).toEqual([expect.objectContaining({ bookingNo, status: 'CONFIRMED', totalAmount: offer!.priceSum })]);
});
