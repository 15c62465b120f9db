/**
 * Names and URLs of the images generated at seed time. The URL scheme is part of the API: the database stores
 * these URLs and the images plugin serves DATA_DIR/images under the same paths.
 */
export const IMAGES_URL_PREFIX = '/api/images';
export const HOTEL_EXTERIOR_COUNT = 24;
export const ROOM_IMAGE_COUNT = 8;
export const HERO_IMAGE_COUNT = 4;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Relative paths under DATA_DIR/images (and under /api/images). */
export const imagePaths = {
  hotelExterior: (n: number) => `hotels/h-${pad2(n)}.webp`,
  room: (n: number) => `rooms/r-${pad2(n)}.webp`,
  hero: (n: number) => `hero/hero-${n}.webp`,
  region: (code: string) => `regions/${code}.webp`,
};

export const imageUrl = (relativePath: string) => `${IMAGES_URL_PREFIX}/${relativePath}`;

export const hotelExteriorUrl = (n: number) => imageUrl(imagePaths.hotelExterior(n));
export const roomImageUrl = (n: number) => imageUrl(imagePaths.room(n));
export const heroImageUrl = (n: number) => imageUrl(imagePaths.hero(n));
export const regionImageUrl = (code: string) => imageUrl(imagePaths.region(code));
