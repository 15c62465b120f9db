import styled from 'styled-components';

/** The h1 of a my-page tab (the frame itself has none, so the shell's page arrival focuses the tab's title). */
export const TabHeading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
