import styled from 'styled-components';

// The account screens' page parts (card, title, intro, links). Their form parts are ui-kit/forms' (the one set of
// every form).

export const Card = styled.section`
  width: 100%;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.spacing.xxl};
  }
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  word-break: keep-all;
`;

export const LinkRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: ${({ theme }) => theme.spacing.lg} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;
