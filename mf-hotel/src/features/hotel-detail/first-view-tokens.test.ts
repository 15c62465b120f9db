import { FIRST_VIEW_TOKENS as tokens } from 'shared-contracts/hotel-stay';
import { theme } from 'ui-kit';

// The server paints a copy of this page's top before its code runs (shared-contracts hotel-first-view.ts), with
// the theme's values written out: they must stay the theme's, or the copy and the page differ when they swap.
describe('the painted copies of page tops (first-view)', () => {
  it('uses the ui-kit theme values', () => {
    expect(tokens).toEqual({
      text: theme.colors.text,
      textMuted: theme.colors.textMuted,
      brand: theme.colors.brand,
      onBrand: theme.colors.onBrand,
      border: theme.colors.border,
      star: theme.colors.star,
      skeleton: theme.colors.skeleton,
      surfaceRaised: theme.colors.surfaceRaised,
      background: theme.colors.background,
      fontBody: theme.fonts.body,
      maxWidth: theme.layout.maxWidth,
      mediaSm: theme.media.sm,
      mediaMd: theme.media.md,
    });
  });
});
