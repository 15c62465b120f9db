import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';

// Discovery journey (issue 4): home → destination with suggestions → dates → guests → results → filter → sort →
// infinite scroll → a card opens hotel-detail. Every expectation is checked against what the API itself answers.

interface SearchAnswer {
  items: Array<{ hotelId: number; name: string; startingFrom: number | null; gradeLevel: number }>;
  total: number;
  hasMore: boolean;
  nextOffset: number | null;
}

const REGION = '서울특별시';

/** yyyy-mm-dd of today + `days` in Asia/Seoul. */
function seoulDate(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(now);
}

/** The calendar's name of a day button, e.g. '2026년 11월 28일 토요일'. */
function dayButtonName(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Intl.DateTimeFormat('ko-KR', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
  return `${y}년 ${m}월 ${d}일 ${weekday}`;
}

async function searchApi(request: APIRequestContext, params: Record<string, string | number>): Promise<SearchAnswer> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const answer = await request.get(`/api/search/hotels?${query}`);
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()) as SearchAnswer;
}

const results = (page: Page) => page.getByRole('list', { name: '검색된 호텔' });
const cards = (page: Page) => results(page).getByRole('article');

test('home → destination → dates → guests → results → filter → sort → infinite scroll → hotel detail', async ({ page, request }) => {
  const checkIn = seoulDate(7);
  const checkOut = seoulDate(9);
  const stay = { region: REGION, regionExact: 'false', checkIn, checkOut, adults: 3, children: 0 };

  // A grade whose hotels fill more than one page for this stay, so the journey can scroll for more.
  let grade = 0;
  let expected: SearchAnswer | undefined;
  for (const candidate of [3, 4, 2, 5, 1]) {
    const answer = await searchApi(request, { ...stay, grades: candidate, sort: 'price_asc', limit: 50 });
    if (answer.total > 10) {
      grade = candidate;
      expected = answer;
      break;
    }
  }
  expect(grade, 'the seed has a grade with more than 10 Seoul hotels').toBeGreaterThan(0);

  await page.goto('/main');
  const destination = page.getByRole('combobox', { name: '여행지' });
  await expect(destination).toBeVisible();

  // Destination: suggestions arrive after typing stops; the region list is in the same panel.
  const suggested = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/search/suggest');
  await destination.click();
  await destination.fill('서울');
  const suggestAnswer = await suggested;
  expect(new URL(suggestAnswer.url()).searchParams.get('q')).toBe('서울');
  const suggestions = (await suggestAnswer.json()) as Array<{ name: string }>;
  expect(suggestions.length).toBeGreaterThan(0);
  await expect(page.getByRole('option', { name: new RegExp(escapeRegExp(suggestions[0]!.name)) })).toBeVisible();
  await page.getByRole('option', { name: REGION, exact: true }).click();

  // Dates: the calendar opens by itself after the destination; the range closes it and opens the guests.
  const calendar = page.getByRole('dialog', { name: '숙박 날짜 선택' });
  await expect(calendar).toBeVisible();
  const pastDay = calendar.getByRole('button', { name: dayButtonName(seoulDate(-1)) });
  if (await pastDay.count()) await expect(pastDay).toBeDisabled();
  await calendar.getByRole('button', { name: dayButtonName(checkIn) }).click();
  await calendar.getByRole('button', { name: dayButtonName(checkOut) }).click();
  await expect(calendar).toBeHidden();

  const guests = page.getByRole('dialog', { name: '인원 선택' });
  await expect(guests).toBeVisible();
  await guests.getByRole('button', { name: '성인 늘리기' }).click();
  await guests.getByRole('button', { name: '확인' }).click();
  await page.getByRole('button', { name: '검색', exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/search');
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual(expect.objectContaining({ region: REGION, checkIn, checkOut, adults: '3', offset: '0' }));
  await expect(cards(page).first()).toBeVisible();

  // Filter: one grade. The list restarts from offset 0 with the grade in the request.
  const filtered = page.waitForResponse((res) => {
    const u = new URL(res.url());
    return u.pathname === '/api/search/hotels' && u.searchParams.get('grades') === String(grade);
  });
  await page.getByRole('checkbox', { name: `${grade}성급` }).check();
  expect(new URL((await filtered).url()).searchParams.get('offset')).toBe('0');
  await expect(page.getByText(`총 ${expected!.total}개`)).toBeVisible();

  // Sort: lowest price first, in the API's own order.
  const sorted = page.waitForResponse((res) => {
    const u = new URL(res.url());
    return u.pathname === '/api/search/hotels' && u.searchParams.get('sort') === 'price_asc';
  });
  await page.getByLabel('정렬').selectOption('price_asc');
  expect(new URL((await sorted).url()).searchParams.get('offset')).toBe('0');
  await expect(cards(page)).toHaveCount(10);
  const firstTen = expected!.items.slice(0, 10).map((hotel) => hotel.name);
  await expect(cards(page).getByRole('heading')).toHaveText(firstTen);

  // Infinite scroll: reaching the bottom loads the next page.
  await cards(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  const secondPage = Math.min(expected!.total, 20);
  await expect(cards(page)).toHaveCount(secondPage);
  await expect(cards(page).getByRole('heading')).toHaveText(expected!.items.slice(0, secondPage).map((h) => h.name));
  await expect(page.getByRole('button', { name: '맨 위로' })).toBeVisible();

  // A card opens hotel-detail with the stay (guests = adults + children beyond two).
  const chosen = expected!.items[0]!;
  await cards(page).first().getByRole('link', { name: '상세보기' }).click();
  await expect(page).toHaveURL(
    (u) =>
      u.pathname === `/hotels/${chosen.hotelId}` &&
      u.searchParams.get('checkIn') === checkIn &&
      u.searchParams.get('checkOut') === checkOut &&
      u.searchParams.get('guests') === '3',
  );
  await expect(page.getByRole('heading', { level: 1, name: chosen.name })).toBeVisible();
});

test('the search page normalises a bad address and says so when nothing matches', async ({ page }) => {
  const today = seoulDate(0);
  await page.goto(`/search?checkIn=2020-01-01&checkOut=2019-12-31&adults=99&q=${encodeURIComponent('존재하지않는호텔이름')}`);
  await expect(page).toHaveURL((u) => u.searchParams.get('checkIn') === today && u.searchParams.get('adults') === '8');
  await expect(page.getByText('검색 결과가 없습니다')).toBeVisible();
  await expect(page.getByText('조건에 맞는 호텔이 없습니다.')).toBeVisible();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
