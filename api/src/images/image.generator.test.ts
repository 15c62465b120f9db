import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { build } from '../build';
import { ensureImages, imageJobs } from './image.generator';
import { HERO_IMAGE_COUNT, HOTEL_EXTERIOR_COUNT, ROOM_IMAGE_COUNT } from './image-catalog';

describe('generated images', () => {
  let dataDir: string;
  let app: FastifyInstance;
  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'hotel-images-'));
    // The app generates the images itself at start.
    app = await build({ seed: false, dataDir, generateImages: true });
  });
  after(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('renders every catalogue image as WebP of the expected size', async () => {
    const imagesDir = path.join(dataDir, 'images');
    const files = (await readdir(imagesDir, { recursive: true })).filter((f) => String(f).endsWith('.webp'));
    assert.equal(files.length, HOTEL_EXTERIOR_COUNT + ROOM_IMAGE_COUNT + HERO_IMAGE_COUNT + 17);
    assert.equal(imageJobs().length, files.length);
    const hero = await sharp(path.join(imagesDir, 'hero/hero-1.webp')).metadata();
    assert.deepEqual([hero.format, hero.width, hero.height], ['webp', 1600, 420]);
    const exterior = await sharp(path.join(imagesDir, 'hotels/h-07.webp')).metadata();
    assert.deepEqual([exterior.width, exterior.height], [800, 533]);
    const region = await sharp(path.join(imagesDir, 'regions/seoul.webp')).metadata();
    assert.deepEqual([region.width, region.height], [600, 400]);
  });

  it('leaves existing images alone and regenerates only missing ones', async () => {
    const imagesDir = path.join(dataDir, 'images');
    assert.deepEqual(await ensureImages(imagesDir), { generated: 0, total: imageJobs().length });
    await rm(path.join(imagesDir, 'rooms/r-03.webp'));
    assert.deepEqual(await ensureImages(imagesDir), { generated: 1, total: imageJobs().length });
  });

  it('serves images under /api/images with long cache headers', async () => {
    for (const url of [
      '/api/images/hotels/h-07.webp',
      '/api/images/rooms/r-01.webp',
      '/api/images/hero/hero-4.webp',
      '/api/images/regions/busan.webp',
      '/api/images/regions/jeju.webp',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['content-type'], 'image/webp');
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
  });

  it('answers a missing image with the JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/images/hotels/h-99.webp' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json<{ error: string }>().error, 'NOT_FOUND');
  });

  it('does not serve files outside the images folder', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/images/../pgdata/PG_VERSION' });
    assert.notEqual(res.statusCode, 200);
  });
});
