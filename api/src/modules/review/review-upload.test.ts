import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Review } from 'shared-contracts/schemas';
import { build } from '../../build';
import { reviewPhotos, reviews } from '../../db/schema';
import { testClock } from '../../testing/test-clock';
import { REVIEW_MESSAGES } from './review.messages';
import { auth, multipart, resetReviewWorld, reviewTokens, type FilePart, type Tokens } from './review-test-world';

const FIVE_MB = 5 * 1024 * 1024;
const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });

describe('review photo upload', () => {
  let app: FastifyInstance;
  let tokens: Tokens;
  let dataDir: string;
  const reviewsDir = () => path.join(dataDir, 'images', 'reviews');
  const storedFiles = async () => (await readdir(reviewsDir()).catch(() => [] as string[])).sort();

  const upload = (files: FilePart[], fields: Record<string, string> = { bookingId: '101', rating: '4' }) => {
    const body = multipart(fields, files);
    return app.inject({ method: 'POST', url: '/api/hotels/1/reviews', payload: body.payload, headers: { ...body.headers, ...auth(tokens.a) } });
  };
  const refused = async (files: FilePart[], status: number, message: string) => {
    const res = await upload(files);
    assert.deepEqual({ status: res.statusCode, message: res.json<{ message: string }>().message }, { status, message });
    assert.equal((await app.db.select().from(reviews)).length, 0, 'no review written');
    assert.deepEqual(await storedFiles(), [], 'no file left behind');
  };

  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'review-upload-'));
    app = await build({ clock: testClock, seed: false, dataDir });
    tokens = await reviewTokens(app);
  });
  beforeEach(async () => {
    await resetReviewWorld(app);
    await rm(reviewsDir(), { recursive: true, force: true });
  });
  after(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores one photo re-encoded as WebP without metadata and serves it', async () => {
    const jpeg = await image(3200, 1200)
      .withExif({ IFD0: { Copyright: 'owner secret', Make: 'PhoneCam' } })
      .jpeg()
      .toBuffer();
    assert.ok((await sharp(jpeg).metadata()).exif, 'the upload carries EXIF');
    const res = await upload([{ filename: 'IMG_0001.JPG', contentType: 'image/jpeg', bytes: jpeg }]);
    assert.equal(res.statusCode, 201, res.body);
    const review = res.json<Review>();
    assert.equal(review.photos.length, 1);
    assert.match(review.photos[0]!, /^\/api\/images\/reviews\/[0-9a-f-]{36}\.webp$/);
    assert.equal(review.photoUrl, review.photos[0]);

    const files = await storedFiles();
    assert.equal(files.length, 1);
    const stored = await readFile(path.join(reviewsDir(), files[0]!));
    const meta = await sharp(stored).metadata();
    assert.equal(meta.format, 'webp');
    assert.deepEqual([meta.exif, meta.icc, meta.xmp, meta.iptc], [undefined, undefined, undefined, undefined]);
    assert.deepEqual([meta.width, meta.height], [1600, 600], 'longest side at most 1600 px');

    const served = await app.inject({ method: 'GET', url: review.photos[0]! });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    const [row] = await app.db.select().from(reviewPhotos);
    assert.deepEqual([row?.reviewId, row?.url], [review.id, review.photos[0]]);
    const listed = await app.inject({ method: 'GET', url: '/api/hotels/1/reviews' });
    assert.deepEqual(listed.json<{ content: Review[] }>().content[0]?.photos, review.photos);
  });

  it('accepts png, webp and gif (first frame), whatever case the extension has', async () => {
    const cases: [string, Buffer][] = [
      ['a.png', await image(40, 30).png().toBuffer()],
      ['b.WebP', await image(40, 30).webp().toBuffer()],
      ['c.gif', await image(40, 30).gif().toBuffer()],
      ['d.jpeg', await image(40, 30).jpeg().toBuffer()],
    ];
    const bookings = ['101', '102'];
    for (const [index, [filename, bytes]] of cases.entries()) {
      if (index === 2) await resetReviewWorld(app);
      const res = await upload([{ filename, bytes }], { bookingId: bookings[index % 2]!, rating: '5' });
      assert.equal(res.statusCode, 201, `${filename}: ${res.body}`);
    }
  });

  it('refuses a disallowed extension before reading the file', async () => {
    const png = await image(10, 10).png().toBuffer();
    await refused([{ filename: 'photo.bmp', bytes: png }], 400, REVIEW_MESSAGES.disallowedExtension('photo.bmp'));
    await refused([{ filename: 'script.jpg.exe', bytes: png }], 400, REVIEW_MESSAGES.disallowedExtension('script.jpg.exe'));
    await refused([{ filename: 'noextension', bytes: png }], 400, REVIEW_MESSAGES.disallowedExtension('noextension'));
  });

  it('refuses a fake .jpg that is not an image, and a truncated one', async () => {
    await refused(
      [{ filename: 'fake.jpg', contentType: 'image/jpeg', bytes: Buffer.from('<?php echo "not an image"; ?>') }],
      400,
      REVIEW_MESSAGES.notAnImage('fake.jpg'),
    );
    const jpeg = await image(200, 200).jpeg().toBuffer();
    await refused([{ filename: 'cut.jpg', bytes: jpeg.subarray(0, 200) }], 400, REVIEW_MESSAGES.notAnImage('cut.jpg'));
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    await refused([{ filename: 'vector.png', bytes: svg }], 400, REVIEW_MESSAGES.notAnImage('vector.png'));
  });

  it('takes at most 5 MB: one byte more is 413, exactly 5 MB passes the size check', async () => {
    await refused([{ filename: 'big.jpg', bytes: Buffer.alloc(FIVE_MB + 1, 1) }], 413, REVIEW_MESSAGES.sizeExceeded('big.jpg'));
    // Exactly the limit is read; it then fails only because the bytes are no picture.
    await refused([{ filename: 'edge.jpg', bytes: Buffer.alloc(FIVE_MB, 1) }], 400, REVIEW_MESSAGES.notAnImage('edge.jpg'));
  });

  it('takes one photo only; an empty file input is no photo', async () => {
    const png = await image(10, 10).png().toBuffer();
    await refused(
      [
        { filename: 'one.png', bytes: png },
        { filename: 'two.png', bytes: png },
      ],
      400,
      REVIEW_MESSAGES.tooManyPhotos,
    );
    const res = await upload([{ filename: '', bytes: Buffer.alloc(0) }]);
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(res.json<Review>().photos, []);
  });

  it('removes the stored photo when the review itself is refused', async () => {
    const png = await image(10, 10).png().toBuffer();
    const res = await upload([{ filename: 'ok.png', bytes: png }], { bookingId: '105', rating: '5' });
    assert.equal(res.statusCode, 403);
    assert.deepEqual(await storedFiles(), []);
  });

  it('checks that the member may review the stay before looking at the photo', async () => {
    const png = await image(10, 10).png().toBuffer();
    const bad: [string, FilePart[]][] = [
      ['not an image', [{ filename: 'fake.jpg', contentType: 'image/jpeg', bytes: Buffer.from('<?php echo 1; ?>') }]],
      ['over 5 MB', [{ filename: 'big.jpg', bytes: Buffer.alloc(FIVE_MB + 1, 1) }]],
      ['a disallowed extension', [{ filename: 'photo.bmp', bytes: png }]],
      [
        'two photos',
        [
          { filename: 'one.png', bytes: png },
          { filename: 'two.png', bytes: png },
        ],
      ],
    ];
    const send = (token: string, fields: Record<string, string>, files: FilePart[], filesFirst: boolean) => {
      const body = multipart(fields, files, filesFirst);
      return app.inject({ method: 'POST', url: '/api/hotels/1/reviews', payload: body.payload, headers: { ...body.headers, ...auth(token) } });
    };
    const answer = (res: { statusCode: number; json: <T>() => T }) => [res.statusCode, res.json<{ message: string }>().message];
    for (const [label, files] of bad) {
      for (const filesFirst of [false, true]) {
        const where = `${label}${filesFirst ? ', photo before the fields' : ''}`;
        // Member D has no stay; A's stay 103 has not checked out; B's stay 105 is not A's.
        assert.deepEqual(
          answer(await send(tokens.d, { bookingId: '101', rating: '4' }, files, filesFirst)),
          [403, REVIEW_MESSAGES.bookingNotYours],
          where,
        );
        assert.deepEqual(
          answer(await send(tokens.a, { bookingId: '105', rating: '4' }, files, filesFirst)),
          [403, REVIEW_MESSAGES.bookingNotYours],
          where,
        );
        assert.deepEqual(
          answer(await send(tokens.a, { bookingId: '103', rating: '4' }, files, filesFirst)),
          [400, REVIEW_MESSAGES.notCheckedOut],
          where,
        );
      }
    }
    // An eligible member still gets the photo's own error.
    assert.deepEqual(answer(await send(tokens.a, { bookingId: '101', rating: '4' }, bad[0]![1], true)), [
      400,
      REVIEW_MESSAGES.notAnImage('fake.jpg'),
    ]);
    assert.equal((await app.db.select().from(reviews)).length, 0);
    assert.deepEqual(await storedFiles(), []);
  });

  it('a deleted review’s photo is no longer served, and photos are not cached for a year', async () => {
    const res = await upload([{ filename: 'room.png', bytes: await image(60, 40).png().toBuffer() }]);
    assert.equal(res.statusCode, 201, res.body);
    const review = res.json<Review>();
    const url = review.photos[0]!;
    const served = await app.inject({ method: 'GET', url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['cache-control'], 'public, no-cache');
    assert.ok(served.headers.etag, 'revalidated cheaply with its ETag');
    // Seed images keep their long cache.
    await mkdir(path.join(dataDir, 'images', 'hotels'), { recursive: true });
    await writeFile(path.join(dataDir, 'images', 'hotels', 'h-01.webp'), await image(4, 4).webp().toBuffer());
    assert.equal(
      (await app.inject({ method: 'GET', url: '/api/images/hotels/h-01.webp' })).headers['cache-control'],
      'public, max-age=31536000, immutable',
    );

    const deleted = await app.inject({ method: 'DELETE', url: `/api/reviews/${review.id}`, headers: auth(tokens.a) });
    assert.equal(deleted.statusCode, 204);
    const gone = await app.inject({ method: 'GET', url });
    assert.equal(gone.statusCode, 404);
    assert.deepEqual(await storedFiles(), []);
    assert.equal((await app.db.select().from(reviewPhotos)).length, 0);
  });

  it('strips HTML from the comment and cuts it at 1000 characters', async () => {
    const res = await upload([], { bookingId: '101', rating: '4', comment: `<b>위치</b>가 좋아요<script>alert(1)</script> ${'가'.repeat(1200)}` });
    assert.equal(res.statusCode, 201, res.body);
    const comment = res.json<Review>().comment ?? '';
    assert.ok(!/[<>]/.test(comment));
    assert.equal(Array.from(comment).length, 1000);
    assert.ok(comment.startsWith('위치가 좋아요 가가'));
    const empty = await upload([], { bookingId: '102', rating: '4', comment: '<p> </p>' });
    assert.equal(empty.json<Review>().comment, null);
  });
});
