import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountButton, newAccount, signUpViaApi, submitLogin, type Account } from '../support/auth';
import { expectNoSeriousAxeFindings } from '../support/axe';
import {
  bearer,
  bookableOffer,
  hotelApi,
  offerCard,
  pageToken,
  searchHotelIds,
  stayFrom,
  stayQuery,
  won,
  type HotelAnswer,
  type RoomOffer,
} from '../support/hotel';

// Issue 9 "book → history → detail → ticket → cancel with the quoted refund → the room is bookable again", with a
// fresh member (the demo member's bookings stay as the README describes them).

async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account.loginId, account.password);
  await expect(accountButton(page, account.name)).toBeVisible();
}

async function bookAndPay(page: Page, hotel: HotelAnswer, offer: RoomOffer, query: string): Promise<string> {
  await page.goto(`/hotels/${hotel.hotelId}?${query}`);
  await offerCard(page, offer.name).getByRole('button', { name: '예약하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '예약하기' })).toBeVisible();
  // The hotel's cancellation policy is shown before paying.
  await expect(page.getByText(/체크인 \d+일 전까지: 100% 환불/).first()).toBeVisible();
  // Pay the full price: the welcome coupon stays unused.
  const none = page.getByRole('radio', { name: /사용 안 함/ });
  if (await none.count()) await none.check();
  await page.getByRole('button', { name: `${won(offer.priceSum!)} 결제하기` }).click();
  await page.getByRole('button', { name: `결제 승인 · ${won(offer.priceSum!)}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '예약이 완료되었습니다' })).toBeVisible();
  return (await page
    .getByText(/^HB\d{8}-\d{6}$/)
    .first()
    .textContent())!.trim();
}

test('book → history → detail → ticket → cancel with the quoted refund → bookable again', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = newAccount('한지우', 'bkc');
  await signUpViaApi(request, account);
  await signIn(page, account);

  const stay = stayFrom(70, 2);
  let hotel: HotelAnswer | undefined;
  let offer: RoomOffer | undefined;
  for (const hotelId of (await searchHotelIds(request, '강원특별자치도', stay)).slice(0, 10)) {
    hotel = await hotelApi(request, hotelId, stay);
    offer = bookableOffer(hotel);
    if (offer) break;
  }
  expect(offer, 'a hotel with a room for the stay').toBeDefined();
  const remainingBefore = offer!.minRemaining;
  const bookingNo = await bookAndPay(page, hotel!, offer!, stayQuery(stay));

  // History: the booking with its links.
  await page.goto('/mypage/history');
  const card = page.getByRole('listitem').filter({ hasText: bookingNo });
  await expect(card.getByText('예약 확정')).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'booking history');
  await card.getByRole('link', { name: '상세 보기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '예약 상세' })).toBeVisible();
  await expect(page.getByText(bookingNo).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '취소 규정' })).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'booking detail');

  // Ticket: a QR code of the booking number.
  await page.getByRole('link', { name: '모바일 확인서' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '모바일 예약 확인서' })).toBeVisible();
  await expect(page.getByRole('img', { name: `예약번호 ${bookingNo} QR 코드` })).toBeVisible();
  await expect(page.getByText('15:00')).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'ticket');

  // Cancel from the upcoming stays: the dialog's refund is the server's quote, to the won.
  const token = await pageToken(page);
  const quote = await (await request.get(`/api/bookings/${bookingNo}/refund-quote`, { headers: bearer(token) })).json();
  expect(quote.refundAmount).toBe(offer!.priceSum);
  await page.goto('/mypage/bookings');
  await page.getByRole('listitem').filter({ hasText: bookingNo }).getByRole('button', { name: '예약 취소' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('refund-amount')).toHaveText(won(quote.refundAmount));
  await expect(dialog.getByRole('button', { name: '예약 취소' })).toBeDisabled();
  await dialog.getByRole('radio', { name: '일정 변경' }).check();
  await expectNoSeriousAxeFindings(page, 'cancel dialog');
  await dialog.getByRole('button', { name: '예약 취소' }).click();
  await expect(page.getByText(`예약이 취소되었습니다. 환불 금액 ${won(quote.refundAmount)}`)).toBeVisible();

  await page.goto('/mypage/history');
  await expect(page.getByRole('listitem').filter({ hasText: bookingNo }).getByText('취소됨')).toBeVisible();
  const detail = await (await request.get(`/api/bookings/${bookingNo}`, { headers: bearer(token) })).json();
  expect(detail.refunds[0].amount).toBe(quote.refundAmount);

  // The room is bookable again: the hotel page offers as many rooms as before.
  const again = await hotelApi(request, hotel!.hotelId, stay);
  expect(again.roomTypes.find((r) => r.roomTypeId === offer!.roomTypeId)?.minRemaining).toBe(remainingBefore);
});

test('booking history on a phone: one column, no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await submitLogin(page, 'member0001', 'Member!2345678');
  // Wait for the login to land: going to the next page at once aborts its request (then the guard shows /login).
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/mypage/history');
  await expect(page.getByRole('heading', { level: 1, name: '예약 내역' })).toBeVisible();
  await expect(page.getByText('취소됨').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeFindings(page, 'history on a phone');
});
