// Test data for the wishlist's tests (never imported by product code).
import type { WishlistItem, WishlistPage } from 'shared-contracts';
import type { MockAnswer } from '../../testing/fetch-mock';

/** An unsigned JWT of user `sub`: the client only reads its claims. */
export function testToken(sub: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, role: 'USER' })}.signature`;
}

export function wishlistItem(hotelId: number, overrides: Partial<WishlistItem> = {}): WishlistItem {
  return {
    wishlistId: 1000 + hotelId,
    createdAt: '2025-03-01T09:00:00.000Z',
    hotel: {
      hotelId,
      name: `찜한 호텔 ${hotelId}`,
      rating: 4.2,
      region: '부산광역시',
      address: `부산광역시 해운대구 해운대로 ${hotelId}`,
      coverImageUrl: `/api/images/hotels/${hotelId}/cover.webp`,
    },
    ...overrides,
  };
}

/** GET /api/wishlists answered from a list of `count` wished hotels with ids 1..count. */
export function wishlistPages(count: number) {
  const all = Array.from({ length: count }, (_, i) => wishlistItem(i + 1));
  return (url: URL): WishlistPage => wishlistPagesOf(all, url);
}

/** A fake wishlist API over a mutable list, recording every call as 'METHOD /path'. */
export function fakeWishlistApi(initial: WishlistItem[]) {
  const state = {
    items: [...initial],
    calls: [] as string[],
    nextId: 5000,
    /** Today's lowest nightly price per hotel id, for GET /api/search/min-prices. */
    prices: {} as Record<number, number>,
  };
  const failures = new Map<string, MockAnswer>();

  function handler(url: URL, init: RequestInit | undefined): MockAnswer {
    const method = init?.method ?? 'GET';
    const call = `${method} ${url.pathname}`;
    state.calls.push(call);
    const failure = failures.get(call);
    if (failure) return failure;
    if (method === 'GET' && url.pathname === '/api/wishlists') {
      return { body: wishlistPagesOf(state.items, url) };
    }
    if (method === 'GET' && url.pathname === '/api/search/min-prices') {
      const ids = (url.searchParams.get('hotelIds') ?? '').split(',').map(Number);
      const known = ids.filter((id) => state.prices[id] !== undefined);
      return { body: Object.fromEntries(known.map((id) => [String(id), state.prices[id]])) };
    }
    if (method === 'POST' && url.pathname === '/api/wishlists') {
      const { hotelId } = JSON.parse(String(init?.body)) as { hotelId: number };
      const item = wishlistItem(hotelId, { wishlistId: state.nextId++ });
      state.items.unshift(item);
      return { status: 201, body: item };
    }
    const byHotel = /^\/api\/wishlists\/by-hotel\/(\d+)$/.exec(url.pathname);
    if (method === 'DELETE' && byHotel) {
      state.items = state.items.filter((item) => item.hotel.hotelId !== Number(byHotel[1]));
      return { status: 204, body: null };
    }
    const byId = /^\/api\/wishlists\/(\d+)$/.exec(url.pathname);
    if (method === 'DELETE' && byId) {
      const before = state.items.length;
      state.items = state.items.filter((item) => item.wishlistId !== Number(byId[1]));
      if (state.items.length === before) {
        return { status: 404, body: { error: 'WISHLIST_NOT_FOUND', message: '찜 목록에서 해당 항목을 찾을 수 없습니다.' } };
      }
      return { status: 204, body: null };
    }
    return { status: 404, body: { error: 'NOT_FOUND', message: '없는 경로' } };
  }

  return {
    state,
    handler,
    /** Makes 'METHOD /path' answer `answer` until cleared. */
    fail(call: string, answer: MockAnswer) {
      failures.set(call, answer);
    },
    heal() {
      failures.clear();
    },
  };
}

function wishlistPagesOf(items: WishlistItem[], url: URL): WishlistPage {
  const limit = Number(url.searchParams.get('limit'));
  const offset = Number(url.searchParams.get('offset'));
  const slice = items.slice(offset, offset + limit);
  const hasMore = offset + slice.length < items.length;
  return { items: slice, total: items.length, hasMore, nextOffset: hasMore ? offset + slice.length : null };
}
