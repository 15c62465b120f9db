/**
 * Measures of the /search layout written once for the page and for the copy of its top the server paints
 * (search-first-view.ts): mf-search's styles take the widths from here; the values that are the ui-kit theme's
 * (its lg breakpoint, the sidebar's cap from the header height and spacing) are checked against the theme by
 * mf-search's search-first-view-layout test, as FIRST_VIEW_TOKENS are by mf-hotel's.
 */
export const SEARCH_PAGE_LAYOUT = {
  /** The filter sidebar's column beside the results (search-page.styles Layout, from theme.media.lg). */
  sidebarWidth: '280px',
  /** The result card's cover beside its details (HotelListCard, from theme.media.md). */
  cardCoverWidth: '280px',
  /** theme.media.lg: from here the sidebar stands beside the results, unfolded. */
  mediaLg: '@media (min-width: 1024px)',
  /** The unfolded sidebar's height cap (filter-sidebar.styles Sidebar): the screen less the header and spacing.xxl. */
  sidebarMaxHeight: 'calc(100vh - 64px - 32px)',
} as const;
