import { baseApi, type PagedHotels } from 'shared-contracts';

export interface HomeHotelsPageArgs {
  page: number;
  size: number;
}

function assertPagedHotels(raw: unknown): PagedHotels {
  const page = raw as Partial<PagedHotels> | null;
  const valid =
    typeof page === 'object' &&
    page !== null &&
    Array.isArray(page.content) &&
    typeof page.totalElements === 'number' &&
    page.content.every((hotel) => typeof hotel?.hotelId === 'number' && typeof hotel.name === 'string');
  if (!valid) throw new TypeError('GET /search/hotels: unexpected answer');
  return page as PagedHotels;
}

export const homeApi = baseApi.injectEndpoints({
  // Endpoint names share one api across all remotes: in development a clash must fail loudly.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** One page of the catalogue, used to show random recommended hotels on the home page. */
    getHomeHotelsPage: build.query<PagedHotels, HomeHotelsPageArgs>({
      query: ({ page, size }) => ({ url: '/search/hotels', params: { page, size } }),
      // A structural check turns an API drift into the section's error state instead of a broken card,
      // without shipping a schema library on the home page (its JS budget is 200 KB gzip in total).
      transformResponse: (raw: unknown) => assertPagedHotels(raw),
      // A failed recommendation is not worth leaving the home page: the section shows its own message.
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useGetHomeHotelsPageQuery } = homeApi;
