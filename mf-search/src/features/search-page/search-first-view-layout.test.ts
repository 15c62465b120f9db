import { SEARCH_PAGE_LAYOUT } from 'shared-contracts/search-query';
import { theme } from 'ui-kit';

// The server paints a copy of this page's top before its code runs (shared-contracts search-first-view.ts) with
// the layout's measures written out: those that come from the theme must stay the theme's, or the copy and the
// page differ when they swap (the widths themselves are the page's, imported from the same object).
describe('the /search layout the painted copy shares', () => {
  it('lays the sidebar beside the results from the theme’s lg width', () => {
    expect(SEARCH_PAGE_LAYOUT.mediaLg).toBe(theme.media.lg);
  });

  it('caps the unfolded sidebar at the screen less the header and the theme’s xxl spacing, as the sidebar does', () => {
    expect(SEARCH_PAGE_LAYOUT.sidebarMaxHeight).toBe(`calc(100vh - ${theme.layout.headerHeight} - ${theme.spacing.xxl})`);
  });
});
