import { expectNoSeriousAxeFindings } from '../support/axe';
import { hotelApi, seoulDate, stayQuery, type RoomOffer, type Stay } from '../support/hotel';
import { expect, test } from '../support/test';

// Issue 24 item 4, decision 0016: a hotel's minimum stay is read on the arrival date. The demo world
// (api/src/db/seed/stay-restrictions.seed.ts) asks guests of hotel 2's first room type who arrive on the first
// Saturday a week or more ahead to stay two nights: a one-night guest is told so in place of the book button.
// It only reads the seeded world.

const HOTEL = 2;
const MIN_STAY_TEXT = '최소 2박부터 예약할 수 있어요';
const VIEWPORTS = [
  { name: 'laptop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

type RestrictedOffer = RoomOffer & { restriction?: { kind: string; minStay?: number; message: string } | null };

/** The seed's restricted arrival: the first Saturday on or after today + 8 (Asia/Seoul). */
function minStayNight(): { day: number; date: string } {
  for (let day = 8; ; day++) {
    const date = seoulDate(day);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 6) return { day, date };
  }
}

for (const viewport of VIEWPORTS) {
  test(`a min-stay night refused to a one-night guest (${viewport.width}×${viewport.height})`, async ({ page, request }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const night = minStayNight();
    const oneNight: Stay = { checkIn: night.date, checkOut: seoulDate(night.day + 1), guests: 2 };
    const twoNights: Stay = { ...oneNight, checkOut: seoulDate(night.day + 2) };

    // The API says which room type refuses the stay, and why.
    const offers = (await hotelApi(request, HOTEL, oneNight)).roomTypes as RestrictedOffer[];
    const restricted = offers.find((offer) => offer.restriction?.kind === 'MIN_STAY');
    expect(restricted, `hotel ${HOTEL} has a room type with a minimum stay on ${night.date}`).toBeDefined();
    expect(restricted!.restriction).toEqual({ kind: 'MIN_STAY', minStay: 2, message: MIN_STAY_TEXT });
    expect(restricted!.priceSum).toBeNull();

    await page.goto(`/hotels/${HOTEL}?${stayQuery(oneNight)}`);
    const card = page.getByRole('article', { name: restricted!.name });
    await expect(card.getByText(MIN_STAY_TEXT)).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
    // The other room types are offered as usual: each one either books or says why not.
    for (const other of offers.filter((offer) => offer.roomTypeId !== restricted!.roomTypeId && offer.priceSum !== null)) {
      await expect(page.getByRole('article', { name: other.name }).getByRole('button', { name: '예약하기' })).toBeEnabled();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`min-stay-${viewport.name}.png`) });
    await expectNoSeriousAxeFindings(page, `hotel ${HOTEL}, one night arriving ${night.date} (${viewport.name})`);

    // Two nights meet the minimum: the reason is gone and the card books (or says it is sold out).
    await page.goto(`/hotels/${HOTEL}?${stayQuery(twoNights)}`);
    const again = page.getByRole('article', { name: restricted!.name });
    await expect(again.getByRole('button')).toBeVisible();
    await expect(again.getByText(MIN_STAY_TEXT)).toHaveCount(0);
  });
}
