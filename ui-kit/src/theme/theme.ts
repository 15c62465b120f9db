/**
 * Design tokens. Text colours keep at least 4.5:1 contrast on white (WCAG AA), and the brand blue
 * is dark enough to carry white button labels (5.9:1).
 */
export const theme = {
  colors: {
    brand: '#1a5fd0',
    brandHover: '#154ea9',
    brandSubtle: '#e8f0fd',
    onBrand: '#ffffff',
    text: '#101828',
    textMuted: '#475467',
    textSubtle: '#5b6472',
    background: '#ffffff',
    surface: '#f7f8fa',
    surfaceRaised: '#ffffff',
    border: '#d0d5dd',
    borderStrong: '#98a2b3',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSubtle: '#fef3f2',
    success: '#1a7f37',
    successSubtle: '#ecfdf3',
    warning: '#9a6700',
    warningSubtle: '#fffaeb',
    star: '#f5a524',
    focusRing: '#4c8df6',
    overlay: 'rgba(16, 24, 40, 0.55)',
    skeleton: '#eaecf0',
    skeletonHighlight: '#f5f6f8',
  },
  spacing: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radii: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '16px',
    pill: '999px',
  },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 4px 12px rgba(16, 24, 40, 0.1)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  fonts: {
    body: "'Pretendard', 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    xxl: '28px',
    display: '36px',
  },
  fontWeights: {
    regular: 400,
    medium: 500,
    bold: 700,
  },
  /** Mobile first: styles are written for phones and widened with `theme.media.*`. */
  breakpoints: {
    sm: '576px',
    md: '768px',
    lg: '1024px',
    xl: '1280px',
  },
  media: {
    sm: '@media (min-width: 576px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
    xl: '@media (min-width: 1280px)',
  },
  layout: {
    maxWidth: '1200px',
    narrowWidth: '720px',
    headerHeight: '64px',
  },
  zIndices: {
    header: 100,
    overlay: 1000,
    toast: 1100,
  },
} as const;

export type AppTheme = typeof theme;
