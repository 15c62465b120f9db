import { baseApi, pagedHotelsSchema, type PagedHotels } from 'shared-contracts';

export interface HomeHotelsPageArgs {
  page: number;
  size: number;
}

export const homeApi = baseApi.injectEndpoints({
  // Endpoint names share one api across all remotes: in development a clash must fail loudly.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** One page of the catalogue, used to show random recommended hotels on the home page. */
    getHomeHotelsPage: build.query<PagedHotels, HomeHotelsPageArgs>({
      query: ({ page, size }) => ({ url: '/search/hotels', params: { page, size } }),
      // Validating here turns an API drift into a clear error instead of a broken card.
      transformResponse: (raw: unknown) => pagedHotelsSchema.parse(raw),
      // A failed recommendation is not worth leaving the home page: the section shows its own message.
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useGetHomeHotelsPageQuery } = homeApi;
