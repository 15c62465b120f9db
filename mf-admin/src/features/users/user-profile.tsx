import styled from 'styled-components';
import type { AdminUserDetail } from 'shared-contracts/schemas/admin';
import { formatDate, formatDateTime } from 'ui-kit';
import { LoginLockNote, RoleBadge, StateBadge } from './user-badges';
import { GENDER_LABELS, usersMessages as t } from './users.messages';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(96px, max-content) 1fr;
  gap: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.lg};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Profile and state: contact, gender, birth date, address, role, lock (who can tell why), live sessions. */
export function UserProfile({ user }: { user: AdminUserDetail }) {
  const f = t.fields;
  return (
    <Facts>
      <dt>{f.id}</dt>
      <dd>{user.id}</dd>
      <dt>{f.email}</dt>
      <dd>{user.email}</dd>
      <dt>{f.phone}</dt>
      <dd>{user.phone ?? t.none}</dd>
      <dt>{f.gender}</dt>
      <dd>{GENDER_LABELS[user.gender] ?? user.gender}</dd>
      <dt>{f.birthDate}</dt>
      <dd>{user.birthDate ?? t.none}</dd>
      <dt>{f.address}</dt>
      <dd>{t.address(user.postcode, user.address1, user.address2)}</dd>
      <dt>{f.role}</dt>
      <dd>
        <RoleBadge role={user.role} />
      </dd>
      <dt>{f.state}</dt>
      <dd>
        <StateBadge user={user} />
        <LoginLockNote until={user.loginLockedUntil} />
      </dd>
      {user.lockedAt ? (
        <>
          <dt>{f.lockedAt}</dt>
          <dd>
            <time dateTime={user.lockedAt}>{formatDateTime(user.lockedAt)}</time>
          </dd>
          <dt>{f.lockReason}</dt>
          <dd>{user.lockReason ?? t.none}</dd>
        </>
      ) : null}
      <dt>{f.sessions}</dt>
      <dd>{t.sessions(user.activeSessions)}</dd>
      <dt>{f.createdAt}</dt>
      <dd>
        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
      </dd>
    </Facts>
  );
}
