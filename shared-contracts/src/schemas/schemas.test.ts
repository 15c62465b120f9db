import { parseRemotesManifest } from '../contract/remotes-manifest';
import { amenitySchema, amenitiesQuerySchema } from './amenity.schema';
import { errorBodySchema } from './error-body.schema';
import { healthSchema } from './health.schema';
import { hotelCardSchema, pagedHotelsQuerySchema, pagedHotelsSchema } from './hotel-card.schema';

const card = {
  hotelId: 12,
  name: '해운대 오션 스테이',
  coverImageUrl: null,
  startingFrom: null,
  address: '부산광역시 해운대구 우동 1',
  region: '부산광역시',
  gradeLevel: 4,
  rating: 4.6,
  reviewCount: 31,
};

describe('errorBodySchema', () => {
  it('requires error, message and errorId', () => {
    expect(errorBodySchema.parse({ error: 'NOT_FOUND', message: '찾을 수 없습니다.', errorId: 'e1' })).toBeTruthy();
    expect(errorBodySchema.safeParse({ error: 'NOT_FOUND', message: '찾을 수 없습니다.' }).success).toBe(false);
  });
});

describe('healthSchema', () => {
  it('accepts ok and degraded', () => {
    expect(healthSchema.parse({ status: 'ok', db: 'pglite' })).toEqual({ status: 'ok', db: 'pglite' });
    expect(healthSchema.safeParse({ status: 'ok' }).success).toBe(false);
    expect(healthSchema.safeParse({ status: 'down' }).success).toBe(false);
  });
});

describe('amenities', () => {
  it('parses an amenity and defaults the scope to HOTEL', () => {
    expect(amenitySchema.parse({ id: 1, code: 'WIFI', name: '무료 와이파이' }).name).toBe('무료 와이파이');
    expect(amenitiesQuerySchema.parse({})).toEqual({ scope: 'HOTEL' });
    expect(amenitiesQuerySchema.safeParse({ scope: 'PET' }).success).toBe(false);
  });
});

describe('hotel cards', () => {
  it('accepts nullable cover, price and rating', () => {
    expect(hotelCardSchema.parse(card)).toEqual(card);
  });

  it('rejects a grade outside 1..5', () => {
    expect(hotelCardSchema.safeParse({ ...card, gradeLevel: 6 }).success).toBe(false);
  });

  it('parses a page', () => {
    const page = { content: [card], totalElements: 301, totalPages: 61, page: 3, size: 5 };
    expect(pagedHotelsSchema.parse(page)).toEqual(page);
  });
});

describe('pagedHotelsQuerySchema', () => {
  it('defaults to page 0, size 10 and coerces query strings', () => {
    expect(pagedHotelsQuerySchema.parse({})).toEqual({ page: 0, size: 10 });
    expect(pagedHotelsQuerySchema.parse({ page: '4', size: '5' })).toEqual({ page: 4, size: 5 });
  });

  it.each([{ page: -1 }, { size: 0 }, { size: 51 }, { page: 1.5 }, { size: 'x' }])('rejects %p', (query) => {
    expect(pagedHotelsQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('parseRemotesManifest', () => {
  const manifest = {
    mf_search: '/remotes/mf-search/mf-manifest.json',
    mf_hotel: '/remotes/mf-hotel/mf-manifest.json',
    mf_account: '/remotes/mf-account/mf-manifest.json',
    mf_support: '/remotes/mf-support/mf-manifest.json',
    mf_owner: 'https://cdn.example/mf-owner/mf-manifest.json',
    mf_admin: '/remotes/mf-admin/mf-manifest.json',
  };

  it('accepts all six remotes and ignores unknown keys', () => {
    expect(parseRemotesManifest({ ...manifest, mf_future: '/x' })).toEqual(manifest);
  });

  it('accepts a file without some remote, so only that area is affected', () => {
    const { mf_admin: _admin, ...withoutAdmin } = manifest;
    expect(parseRemotesManifest(withoutAdmin)).toEqual(withoutAdmin);
  });

  it('fails on an empty entry', () => {
    expect(() => parseRemotesManifest({ ...manifest, mf_hotel: ' ' })).toThrow('mf_hotel');
    expect(() => parseRemotesManifest(['x'])).toThrow();
    expect(() => parseRemotesManifest(null)).toThrow();
  });
});
