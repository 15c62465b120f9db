import styled, { css } from 'styled-components';

// The skeleton's frame repeats search-bar.styles.ts's BarFrame (rows, field height 56/44 px, padding, border)
// so the bar replaces it without a jump; it does not import it, so the page's chunk stays free of the bar's.

export const SkeletonFrame = styled.div<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
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

const cellHeight = css<{ $compact: boolean }>`
  min-height: ${({ $compact }) => ($compact ? '44px' : '56px')};
`;

export const SkeletonCell = styled.div<{ $compact: boolean }>`
  ${cellHeight}
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 6px;
  padding: 0 ${({ theme }) => theme.spacing.md};
`;

export const ButtonBlock = styled.div<{ $compact: boolean }>`
  ${cellHeight}
  display: flex;
`;

export const ErrorCell = styled(SkeletonCell)`
  && {
    grid-column: 1 / -1;
  }
  flex-direction: row;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.danger};
`;
