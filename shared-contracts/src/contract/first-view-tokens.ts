/**
 * The ui-kit theme values (ui-kit/src/theme/theme.ts) the server's painted copies of page tops use
 * (hotel-first-view.ts, search-first-view.ts): they are drawn before any code, so before the theme exists.
 * mf-hotel's first-view-tokens test checks they are the theme's.
 */
export const FIRST_VIEW_TOKENS = {
  text: '#101828',
  textMuted: '#475467',
  brand: '#1a5fd0',
  onBrand: '#ffffff',
  border: '#d0d5dd',
  star: '#f5a524',
  skeleton: '#eaecf0',
  surfaceRaised: '#ffffff',
  background: '#ffffff',
  fontBody: "'Pretendard', 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif",
  maxWidth: '1200px',
  mediaSm: '@media (min-width: 576px)',
  mediaMd: '@media (min-width: 768px)',
} as const;
