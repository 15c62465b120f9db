import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensureImages } from '../images/image.generator';
import { IMAGES_URL_PREFIX } from '../images/image-catalog';

export interface ImagesPluginOptions {
  dataDir: string;
  /** Render missing seed images at start. Tests that do not look at images switch it off to stay fast. */
  generate: boolean;
}

// A given file name always holds the same picture (uploads get fresh names), so browsers may keep it for a year.
const LONG_CACHE = 'public, max-age=31536000, immutable';
// A review photo disappears when its author deletes the review: caches must ask again (a cheap 304 while it
// exists, a 404 once it is gone) instead of keeping it for a year.
const REVIEW_PHOTO_CACHE = 'public, no-cache';
const isReviewPhoto = (filePath: string) => /[\\/]images[\\/]reviews[\\/][^\\/]+$/.test(filePath);

async function imagesPlugin(fastify: FastifyInstance, options: ImagesPluginOptions): Promise<void> {
  const imagesDir = path.join(options.dataDir, 'images');
  if (options.generate) {
    const started = performance.now();
    const result = await ensureImages(imagesDir);
    if (result.generated > 0) {
      fastify.log.info({ ...result, millis: Math.round(performance.now() - started), imagesDir }, 'images generated');
    }
  }
  await fastify.register(fastifyStatic, {
    root: imagesDir,
    prefix: `${IMAGES_URL_PREFIX}/`,
    decorateReply: false,
    index: false,
    // The folder may not exist yet when generation is off; that only means every image is a 404.
    suppressWarning: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', isReviewPhoto(filePath) ? REVIEW_PHOTO_CACHE : LONG_CACHE);
    },
  });
}

export default fp(imagesPlugin, { name: 'images', fastify: '5.x' });
