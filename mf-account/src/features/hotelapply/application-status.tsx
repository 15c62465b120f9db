import styled from 'styled-components';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from 'shared-contracts/hotel-application';

const TONES: Record<ApplicationStatus, 'muted' | 'brand' | 'warning' | 'success' | 'danger'> = {
  PENDING: 'muted',
  UNDER_REVIEW: 'brand',
  NEEDS_INFO: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

const Badge = styled.span<{ $tone: (typeof TONES)[ApplicationStatus] }>`
  display: inline-block;
  flex: none;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  background: ${({ theme, $tone }) =>
    ({
      muted: theme.colors.surface,
      brand: theme.colors.brandSubtle,
      warning: theme.colors.warningSubtle,
      success: theme.colors.successSubtle,
      danger: theme.colors.dangerSubtle,
    })[$tone]};
  color: ${({ theme, $tone }) =>
    ({
      muted: theme.colors.textMuted,
      brand: theme.colors.brand,
      warning: theme.colors.warning,
      success: theme.colors.success,
      danger: theme.colors.danger,
    })[$tone]};
  border: 1px solid currentColor;
`;

/** §4: 대기, 심사중, 추가정보요청, 승인, 반려. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge $tone={TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}
