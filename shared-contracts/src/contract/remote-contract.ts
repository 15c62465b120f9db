import type { ComponentType } from 'react';

export const REMOTE_NAMES = ['mf_search', 'mf_hotel', 'mf_account', 'mf_support', 'mf_owner', 'mf_admin'] as const;

/** Federation names of the remotes (package mf-search is federated as mf_search, and so on). */
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * What a remote's `./routes` expose provides: a component rendering the remote's own relative
 * `<Routes>`. The shell mounts it under a splat route (e.g. `/owner/*`) inside its single router,
 * store, theme, error boundary and Suspense.
 */
export interface RemoteRoutesModule {
  default: ComponentType;
}

/** The search bar's query (guest-core §2 "Search bar"); dates are YYYY-MM-DD in Asia/Seoul. */
export interface SearchQuery {
  checkIn: string;
  checkOut: string;
  /** Guests sent to hotel detail: adults plus children beyond the two free ones. */
  guests: number;
  adults: number;
  children: number;
  /** Official full region name (e.g. 서울특별시), or '' for none. */
  region: string;
  q: string;
}

export interface SearchBarProps {
  initial?: Partial<SearchQuery>;
  /** A single-row variant for the search and hotel-detail headers. */
  compact?: boolean;
}

/** `mf_search/SearchBar`, reused by mf-hotel; consumers must render a fallback when it fails to load. */
export interface SearchBarModule {
  default: ComponentType<SearchBarProps>;
}
