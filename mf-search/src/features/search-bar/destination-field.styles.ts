import styled, { css } from 'styled-components';

export const GroupLabel = styled.div`
  margin: ${({ theme }) => theme.spacing.sm} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const RegionGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
`;

const option = css<{ $active: boolean }>`
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.brandSubtle : 'transparent')};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.brandSubtle};
  }

  &[aria-selected='true'] {
    outline: 1px solid ${({ theme }) => theme.colors.brand};
  }
`;

export const RegionOption = styled.div<{ $active: boolean }>`
  ${option}
  padding: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  word-break: keep-all;
`;

export const HotelOption = styled.div<{ $active: boolean }>`
  ${option}
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const OptionDetail = styled.span`
  display: block;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const PanelStatus = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:empty {
    display: none;
  }
`;
