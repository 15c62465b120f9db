import styled from 'styled-components';
import { onInkMuted } from 'ui-kit/back-office';

export const Version = styled.span`
  color: ${onInkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export const GroupLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  padding: 0 ${({ theme }) => theme.spacing.md};
  color: ${onInkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
`;
