import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountButton, newAccount, signUpViaApi, submitLogin } from '../support/auth';
import { bearer, gradientPng, pageToken } from '../support/hotel';

// Review journeys (issue 5): the demo member writes a review for a seeded past stay (rating, comment and a PNG
// made here), sees it marked as theirs, deletes it; another member reports someone else's review (OTHER needs a
// detail) and a second report of the same review is refused with the server's reason. Deleting gives the stay's
// eligibility back and every reporter is a fresh account, so both journeys can run again on the same server.

// Reviews show their author's name masked, to the author as to everyone (api review/reviewer-name.ts).
const MEMBER = { loginId: 'member0001', password: 'Member!2345678', name: '김민지', reviewerName: '김*지' };

interface ReviewPage {
  content: Array<{ id: number; userId: number; reviewerName: string; comment: string | null; photos: string[] }>;
  totalPages: number;
}

const reviewsBlock = (page: Page) => page.getByRole('region', { name: '리뷰', exact: true });

async function reviewsOf(request: APIRequestContext, hotelId: number): Promise<ReviewPage> {
  const answer = await request.get(`/api/hotels/${hotelId}/reviews?page=0&size=10`);
  expect(answer.ok(), `GET /api/hotels/${hotelId}/reviews → ${answer.status()}`).toBe(true);
  return (await answer.json()) as ReviewPage;
}

async function rating(request: APIRequestContext, hotelId: number): Promise<{ avg: number | null; count: number }> {
  const answer = await request.get(`/api/hotels/${hotelId}/reviews/rating`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { avg: number | null; count: number };
}

test('the demo member writes a review with a photo for a past stay, sees it as theirs and deletes it', async ({ page, request }) => {
  await page.goto('/login');
  await submitLogin(page, MEMBER.loginId, MEMBER.password);
  await expect(accountButton(page, MEMBER.name)).toBeVisible();
  const auth = bearer(await pageToken(page));

  // The seed gives the member paid, checked-out stays still awaiting a review; the API says at which hotel.
  let hotelId = 0;
  let bookingId = 0;
  for (let id = 1; id <= 10 && hotelId === 0; id++) {
    const answer = await request.get(`/api/hotels/${id}/reviews/eligibility`, { headers: auth });
    expect(answer.ok()).toBe(true);
    const eligibility = (await answer.json()) as { eligible: boolean; bookingId: number | null };
    if (eligibility.eligible) [hotelId, bookingId] = [id, eligibility.bookingId!];
  }
  expect(hotelId, 'a seeded stay of the member awaiting a review').toBeGreaterThan(0);
  const ratingBefore = await rating(request, hotelId);

  await page.goto(`/hotels/${hotelId}`);
  const block = reviewsBlock(page);
  const write = block.getByRole('button', { name: '리뷰 작성' });
  await expect(write).toBeEnabled();
  await write.click();

  const form = page.getByRole('dialog', { name: '리뷰 작성' });
  await expect(form).toBeVisible();
  // The rating is required: '등록' stays disabled until a star is chosen.
  await expect(form.getByRole('button', { name: '등록' })).toBeDisabled();
  await form.getByRole('radio', { name: '4점' }).check();
  const comment = `e2e ${Date.now().toString(36)} — 체크인이 빠르고 객실이 조용했어요. <b>추천</b>합니다.`;
  await form.getByLabel('리뷰 내용 (선택)').fill(comment);
  await form.getByLabel('사진 (선택, 1장)').setInputFiles({ name: 'lobby.png', mimeType: 'image/png', buffer: gradientPng(24) });
  await expect(form.getByText('lobby.png')).toBeVisible();

  const created = page.waitForResponse(
    (res) => new URL(res.url()).pathname === `/api/hotels/${hotelId}/reviews` && res.request().method() === 'POST',
  );
  await form.getByRole('button', { name: '등록' }).click();
  const createdAnswer = await created;
  expect(createdAnswer.status(), await createdAnswer.text()).toBe(201);
  await expect(form).toBeHidden();
  await expect(page.getByText('리뷰가 등록되었습니다.')).toBeVisible();

  // Newest first: the member's review leads the preview, marked as theirs, with delete and no report.
  const plainComment = comment.replace(/<[^>]+>/g, '');
  const mine = block.getByRole('article').filter({ hasText: '내 리뷰' });
  await expect(mine).toHaveCount(1);
  await expect(block.getByRole('article').first()).toContainText('내 리뷰');
  await expect(mine).toContainText(plainComment);
  await expect(mine.getByRole('img', { name: '별점 5점 만점에 4점' })).toBeVisible();
  await expect(mine.getByRole('button', { name: '신고' })).toHaveCount(0);
  const photo = mine.getByRole('img', { name: `${MEMBER.reviewerName} 님이 올린 사진` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
  // Others' reviews can be reported, never deleted.
  const others = block.getByRole('article').filter({ hasNotText: '내 리뷰' });
  if ((await others.count()) > 0) {
    await expect(others.first().getByRole('button', { name: '신고' })).toBeVisible();
    await expect(others.first().getByRole('button', { name: '삭제' })).toHaveCount(0);
  }
  // The stay is used up and the hotel's rating counts the review; the button says why (issue 14: the review is
  // written, not "needs a finished stay").
  await expect(write).toBeDisabled();
  await expect(page.getByRole('tooltip')).toHaveText('리뷰를 작성했습니다. 다음 투숙을 마치면 또 작성할 수 있습니다');
  expect((await rating(request, hotelId)).count).toBe(ratingBefore.count + 1);
  const stored = (await reviewsOf(request, hotelId)).content[0]!;
  expect(stored).toEqual(expect.objectContaining({ comment: plainComment, reviewerName: MEMBER.reviewerName }));
  expect(stored.photos).toHaveLength(1);
  const served = await request.get(stored.photos[0]!);
  expect(served.status()).toBe(200);
  // Revalidated, not kept for a year: a deleted review's photo must be able to disappear.
  expect(served.headers()['cache-control']).toBe('public, no-cache');

  // Delete, after confirming.
  await mine.getByRole('button', { name: '삭제' }).click();
  const confirm = page.getByRole('dialog', { name: '리뷰 삭제' });
  await expect(confirm).toContainText('이 리뷰를 삭제하시겠습니까?');
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('리뷰가 삭제되었습니다.')).toBeVisible();
  await expect(block.getByRole('article').filter({ hasText: '내 리뷰' })).toHaveCount(0);
  await expect(block.getByText(plainComment)).toHaveCount(0);

  // Gone from the API too; the rating is back and the stay may be reviewed again.
  expect((await reviewsOf(request, hotelId)).content.map((r) => r.id)).not.toContain(stored.id);
  expect(await rating(request, hotelId)).toEqual(ratingBefore);
  // The photo went with the review.
  expect((await request.get(stored.photos[0]!)).status()).toBe(404);
  await expect(write).toBeEnabled();
  const again = await request.get(`/api/hotels/${hotelId}/reviews/eligibility`, { headers: auth });
  expect(await again.json()).toEqual({ eligible: true, bookingId });
});

test("a member reports another's review (OTHER needs a detail); a second report is refused", async ({ page, request }) => {
  const reporter = newAccount('한지우', 'rp');
  await signUpViaApi(request, reporter);

  // A hotel whose preview has a review by someone else.
  let hotelId = 0;
  for (let id = 1; id <= 20 && hotelId === 0; id++) {
    if ((await reviewsOf(request, id)).content.length > 0) hotelId = id;
  }
  expect(hotelId, 'a seeded hotel with reviews').toBeGreaterThan(0);
  const target = (await reviewsOf(request, hotelId)).content[0]!;

  await page.goto('/login');
  await submitLogin(page, reporter.loginId, reporter.password);
  await expect(accountButton(page, reporter.name)).toBeVisible();
  await page.goto(`/hotels/${hotelId}`);
  const block = reviewsBlock(page);
  // Without a stay here the new member cannot write, and is told why.
  await expect(block.getByRole('button', { name: '리뷰 작성' })).toBeDisabled();

  const item = block.getByRole('article').first();
  await expect(item).toContainText(target.reviewerName);
  await expect(item.getByRole('button', { name: '삭제' })).toHaveCount(0);
  await item.getByRole('button', { name: '신고' }).click();

  const dialog = page.getByRole('dialog', { name: '리뷰 신고' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: '기타' }).check();
  await expect(dialog.getByText('기타 사유는 상세 내용을 입력해야 합니다.')).toBeVisible();
  await dialog.getByRole('button', { name: '신고하기' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('기타 사유를 입력해주세요.');
  await dialog.getByLabel('상세 내용').fill('숙소와 관계없는 홍보 문구가 들어 있습니다.');
  const reported = page.waitForResponse((res) => new URL(res.url()).pathname === `/api/reviews/${target.id}/report`);
  await dialog.getByRole('button', { name: '신고하기' }).click();
  expect((await reported).ok()).toBe(true);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('신고가 접수되었습니다.')).toBeVisible();

  // The same review again: the server refuses, and the dialog says why.
  await item.getByRole('button', { name: '신고' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: '스팸/광고' }).check();
  await dialog.getByRole('button', { name: '신고하기' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('신고에 실패했습니다. 이미 신고한 리뷰입니다.');
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toBeHidden();
});
