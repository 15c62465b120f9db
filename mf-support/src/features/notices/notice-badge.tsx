import styled from 'styled-components';

/** The mark of a pinned notice (§2: pinned notices are marked and listed first). */
export const PinnedBadge = styled.span`
  flex: 0 0 auto;
  padding: 2px ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
