import styled from 'styled-components';
import { visuallyHidden } from '../../theme/visually-hidden';

/**
 * The back office's tables (admin desk and owner extranet): plain rows, the title column takes the room; secondary
 * columns step aside on a phone.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
  }
  td {
    overflow-wrap: anywhere;
  }
  .nowrap {
    white-space: nowrap;
  }
  .actions {
    width: 1%;
    white-space: nowrap;
    text-align: right;
  }
  @media (max-width: 575.98px) {
    .secondary {
      display: none;
    }
  }
`;

export const RowActions = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export const Total = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type BadgeTone = 'brand' | 'success' | 'warning' | 'danger' | 'muted';

/** A status word in a pill; every tone keeps 4.5:1 on its own background. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  background: ${({ theme, $tone = 'muted' }) =>
    ({
      brand: theme.colors.brandSubtle,
      success: theme.colors.successSubtle,
      warning: theme.colors.warningSubtle,
      danger: theme.colors.dangerSubtle,
      muted: theme.colors.surface,
    })[$tone]};
  color: ${({ theme, $tone = 'muted' }) =>
    ({
      brand: theme.colors.brand,
      success: theme.colors.success,
      warning: theme.colors.warning,
      danger: theme.colors.danger,
      muted: theme.colors.textMuted,
    })[$tone]};
`;
