import styled from 'styled-components';
import { visuallyHidden } from 'ui-kit';

export const CalendarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;

export const CalendarStatus = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  word-break: keep-all;
`;

export const IconButton = styled.button`
  flex: none;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;

  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

export const Months = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const MonthGrid = styled.div`
  min-width: 0;
`;

export const MonthTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
`;

export const MonthCaption = styled.caption`
  padding-bottom: ${({ theme }) => theme.spacing.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Weekday = styled.th<{ $weekend: boolean }>`
  padding: ${({ theme }) => theme.spacing.xs} 0;
  color: ${({ theme, $weekend }) => ($weekend ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const DayCell = styled.td`
  padding: 1px 0;
  text-align: center;

  &[data-in-range='true'] {
    background: ${({ theme }) => theme.colors.brandSubtle};
  }
`;

export const Day = styled.button<{ $edge: boolean }>`
  width: 100%;
  max-width: 40px;
  aspect-ratio: 1;
  border: 0;
  border-radius: 50%;
  background: ${({ theme, $edge }) => ($edge ? theme.colors.brand : 'transparent')};
  color: ${({ theme, $edge }) => ($edge ? theme.colors.onBrand : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover:not(:disabled) {
    outline: 1px solid ${({ theme }) => theme.colors.brand};
  }

  &[aria-current='date'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.borderStrong};
    cursor: default;
  }
`;

export const ScreenReaderOnly = styled.span`
  ${visuallyHidden}
`;
