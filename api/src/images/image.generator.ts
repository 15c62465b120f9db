import { access, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { REGION_SEEDS } from '../db/seed/regions.data';
import { EXTERIOR_SIZE, exteriorSvg } from './exterior.art';
import { HERO_IMAGE_COUNT, HOTEL_EXTERIOR_COUNT, imagePaths, ROOM_IMAGE_COUNT } from './image-catalog';
import { ROOM_SIZE, roomSvg } from './room.art';
import { heroSvg, regionSvg } from './scenery.art';

interface ImageJob {
  relativePath: string;
  render(): string;
}

/** Every image the seed refers to: 24 exteriors, 8 rooms, 4 heroes, 17 regions. */
export function imageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (let n = 1; n <= HOTEL_EXTERIOR_COUNT; n++) jobs.push({ relativePath: imagePaths.hotelExterior(n), render: () => exteriorSvg(n) });
  for (let n = 1; n <= ROOM_IMAGE_COUNT; n++) jobs.push({ relativePath: imagePaths.room(n), render: () => roomSvg(n) });
  for (let n = 1; n <= HERO_IMAGE_COUNT; n++) jobs.push({ relativePath: imagePaths.hero(n), render: () => heroSvg(n) });
  REGION_SEEDS.forEach((region, i) => {
    const hue = Math.round((i * 360) / REGION_SEEDS.length);
    jobs.push({ relativePath: imagePaths.region(region.code), render: () => regionSvg(region.code, region.scenery, hue) });
  });
  return jobs;
}

export const IMAGE_SIZES = { exterior: EXTERIOR_SIZE, room: ROOM_SIZE } as const;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Renders the missing images into `imagesDir` (nothing is downloaded). Runs at every start so a wiped DATA_DIR
 * next to an external database heals itself; existing files are left alone, so it is cheap once done.
 */
export async function ensureImages(imagesDir: string): Promise<{ generated: number; total: number }> {
  const jobs = imageJobs();
  let generated = 0;
  for (const job of jobs) {
    const target = path.join(imagesDir, job.relativePath);
    if (await exists(target)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    // Render to a temporary name first: a crash mid-write must not leave a truncated image that looks done.
    const partial = `${target}.${process.pid}.partial`;
    await sharp(Buffer.from(job.render())).webp({ quality: 78, effort: 3 }).toFile(partial);
    await rename(partial, target);
    generated++;
  }
  return { generated, total: jobs.length };
}
