import styled from 'styled-components';

// The bar's height at each width (search-bar.styles.ts, not imported so the page's chunk stays free of the
// bar's): fields 56 px (compact 50), the search button 52 (44), gaps and padding 4, border 1.
// Phones: four rows; from sm: destination, dates + guests, button; from md: one row.
const HEIGHTS = { regular: [242, 182, 66], compact: [216, 162, 60] } as const;
const height = (compact: boolean, index: 0 | 1 | 2) => `${HEIGHTS[compact ? 'compact' : 'regular'][index]}px`;

export const SkeletonFrame = styled.div<{ $compact: boolean }>`
  display: flex;
  height: ${({ $compact }) => height($compact, 0)};

  ${({ theme }) => theme.media.sm} {
    height: ${({ $compact }) => height($compact, 1)};
  }

  ${({ theme }) => theme.media.md} {
    height: ${({ $compact }) => height($compact, 2)};
  }
`;

export const ErrorBox = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: 0 ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.danger};
`;
