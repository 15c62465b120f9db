import { expect, type Page } from '@playwright/test';
import { offerCard, stayQuery, won, type HotelAnswer, type RoomOffer, type Stay } from './hotel';

/**
 * A signed-in guest books `offer` at `hotel` for `stay` through the pages (hotel detail → 예약하기 → reservation
 * without a coupon → mock payment) and returns the booking number shown on the completion page.
 */
export async function bookAndPay(page: Page, hotel: HotelAnswer, offer: RoomOffer, stay: Stay): Promise<string> {
  await page.goto(`/hotels/${hotel.hotelId}?${stayQuery(stay)}`);
  await offerCard(page, offer.name).getByRole('button', { name: '예약하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '예약하기' })).toBeVisible();
  const none = page.getByRole('radio', { name: /사용 안 함/ });
  if (await none.count()) await none.check();
  await page.getByRole('button', { name: `${won(offer.priceSum!)} 결제하기` }).click();
  await page.getByRole('button', { name: `결제 승인 · ${won(offer.priceSum!)}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '예약이 완료되었습니다' })).toBeVisible();
  return (await page.getByText(/^HB\d{8}-\d{6}$/).first().textContent())!.trim();
}
