import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { REVIEW_PHOTO_EXTENSIONS, REVIEW_MESSAGES } from 'shared-contracts/schemas';
import { AppError } from '../../errors/app-error';
import { imageUrl } from '../../images/image-catalog';

/** Decoded formats accepted (sharp's names for jpg/jpeg, png, webp, gif). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Longest side of a stored review photo. */
const MAX_SIDE = 1600;
/** Refuses decompression bombs: about 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;
const REVIEWS_FOLDER = 'reviews';

export function fileExtension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** 400 unless the name ends in one of the allowed extensions (checked before the bytes are read). */
export function assertPhotoExtension(filename: string): void {
  if (!(REVIEW_PHOTO_EXTENSIONS as readonly string[]).includes(fileExtension(filename))) {
    throw new AppError(400, 'INVALID_PHOTO', REVIEW_MESSAGES.disallowedExtension(filename));
  }
}

/**
 * Decodes the upload (whatever its name claims) and re-encodes it as WebP: EXIF orientation applied, every piece
 * of metadata (GPS, camera, comments) dropped, the first frame of an animation, at most MAX_SIDE pixels a side.
 */
export async function reencodePhoto(bytes: Buffer, filename: string): Promise<Buffer> {
  const notAnImage = () => new AppError(400, 'INVALID_PHOTO', REVIEW_MESSAGES.notAnImage(filename));
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnImage();
  }
}

/** Names storeReviewPhoto gives; nothing else under /api/images is ever removed through a review. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** Removes the file behind a stored review photo's URL (a missing file is fine: removal is idempotent). */
export async function removeReviewPhoto(dataDir: string, url: string): Promise<void> {
  const prefix = imageUrl(`${REVIEWS_FOLDER}/`);
  const name = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  if (!STORED_NAME.test(name)) return;
  await rm(path.join(dataDir, 'images', REVIEWS_FOLDER, name), { force: true });
}

/** Stores a re-encoded photo under DATA_DIR/images/reviews with a fresh name; answers its URL and a remover. */
export async function storeReviewPhoto(dataDir: string, webp: Buffer): Promise<{ url: string; remove: () => Promise<void> }> {
  const folder = path.join(dataDir, 'images', REVIEWS_FOLDER);
  await mkdir(folder, { recursive: true });
  const name = `${randomUUID()}.webp`;
  const file = path.join(folder, name);
  await writeFile(file, webp);
  return { url: imageUrl(`${REVIEWS_FOLDER}/${name}`), remove: () => rm(file, { force: true }) };
}
