import styled, { css } from 'styled-components';

// The bar's frame. search-bar-skeleton.styles.ts holds the heights this layout gives (without importing it,
// so a lazy page's chunk does not depend on the bar's): keep the two in step.

/** Phones: one field per row; small tablets: dates and guests side by side; from md: one row. */
export const BarFrame = styled.div<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme, $compact }) => ($compact ? theme.shadows.sm : theme.shadows.lg)};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);

    & > :first-child,
    & > :last-child {
      grid-column: 1 / -1;
    }
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(88px, auto);

    & > :first-child,
    & > :last-child {
      grid-column: auto;
    }
  }
`;

/** Fields are 56 px high (compact 50); their two lines (16 + 22 px line boxes, 4 px padding) fit either. */
export const fieldHeight = css<{ $compact: boolean }>`
  min-height: ${({ $compact }) => ($compact ? '50px' : '56px')};
`;
