import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import { ACCOUNT_MESSAGES as M, fileExtensionOf, PROFILE_IMAGE_MAX_BYTES, type UserImageKind } from 'shared-contracts/schemas';
import { AppError } from '../../errors/app-error';
import { imageUrl } from '../../images/image-catalog';

const FOLDER = 'users';
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const MAX_INPUT_PIXELS = 40_000_000;
/** Profile pictures are square; covers a wide band. */
const SIZES: Record<UserImageKind, { width: number; height: number }> = { profile: { width: 400, height: 400 }, cover: { width: 1600, height: 400 } };
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

const bad = (message: string, status = 400) => new AppError(status, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INVALID_IMAGE', message);

/** The one file of the form: named png/jpg/jpeg/webp (never SVG), at most 5 MB; its bytes are checked by decoding. */
export async function readUserImage(part: MultipartFile | undefined): Promise<Buffer> {
  if (!part || !part.filename || part.fieldname !== 'file') {
    part?.file.resume();
    throw bad(M.fileMissing);
  }
  const extension = fileExtensionOf(part.filename);
  if (extension === 'svg' || part.mimetype === 'image/svg+xml') {
    part.file.resume();
    throw bad(M.svgRefused);
  }
  if (!['png', 'jpg', 'jpeg', 'webp'].includes(extension)) {
    part.file.resume();
    throw bad(M.typeRefused);
  }
  const bytes = await part.toBuffer();
  if (part.file.truncated || bytes.length > PROFILE_IMAGE_MAX_BYTES) throw bad(M.tooLarge, 413);
  if (!bytes.length) throw bad(M.fileMissing);
  return bytes;
}

/** Decoded whatever its name claims, re-encoded as WebP at the kind's size, metadata (GPS, camera) dropped. */
export async function reencodeUserImage(bytes: Buffer, kind: UserImageKind): Promise<Buffer> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw bad(M.undecodable);
    const size = SIZES[kind];
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
      .rotate()
      .resize({ ...size, fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw bad(M.undecodable);
  }
}

export async function storeUserImage(dataDir: string, webp: Buffer): Promise<string> {
  const folder = path.join(dataDir, 'images', FOLDER);
  await mkdir(folder, { recursive: true });
  const name = `${randomUUID()}.webp`;
  await writeFile(path.join(folder, name), webp);
  return imageUrl(`${FOLDER}/${name}`);
}

/** Removes a replaced upload (only files this module stored; a missing file is fine). */
export async function removeUserImage(dataDir: string, url: string | null): Promise<void> {
  const prefix = imageUrl(`${FOLDER}/`);
  const name = url?.startsWith(prefix) ? url.slice(prefix.length) : '';
  if (!STORED_NAME.test(name)) return;
  await rm(path.join(dataDir, 'images', FOLDER, name), { force: true });
}
