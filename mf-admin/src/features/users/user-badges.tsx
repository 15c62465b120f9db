import styled from 'styled-components';
import type { AdminUserRole, AdminUserRow } from 'shared-contracts/schemas/admin';
import { formatDateTime, visuallyHidden } from 'ui-kit';
import { Badge } from 'ui-kit/back-office';
import { USER_ROLE_LABELS, USER_STATE_LABELS, usersMessages as t } from './users.messages';

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export function RoleBadge({ role }: { role: AdminUserRole }) {
  return <Badge $tone={role === 'ROLE_ADMIN' ? 'brand' : role === 'ROLE_OWNER' ? 'warning' : 'muted'}>{USER_ROLE_LABELS[role]}</Badge>;
}

/** 정상 / 잠김 (the reason as a tooltip, and said to screen readers) / 탈퇴. */
export function StateBadge({ user }: { user: Pick<AdminUserRow, 'state' | 'lockReason'> }) {
  const tone = user.state === 'LOCKED' ? 'danger' : user.state === 'WITHDRAWN' ? 'muted' : 'success';
  const reason = user.state === 'LOCKED' && user.lockReason ? t.lockedBecause(user.lockReason) : undefined;
  return (
    <Badge $tone={tone} title={reason}>
      {USER_STATE_LABELS[user.state]}
      {reason ? <Hidden>{` (${reason})`}</Hidden> : null}
    </Badge>
  );
}

/** The one-hour lock of a client address after five wrong passwords (never the account's), shown apart from an administrator's lock. */
export function LoginLockNote({ until }: { until: string | null }) {
  if (!until) return null;
  return (
    <Note>
      <time dateTime={until}>{t.loginLocked(formatDateTime(until))}</time>
    </Note>
  );
}
