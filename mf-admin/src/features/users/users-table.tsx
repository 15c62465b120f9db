import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminUserRow } from 'shared-contracts/schemas/admin';
import { formatDate } from 'ui-kit';
import { SortableTable, type SortableColumn, type SortState } from 'ui-kit/back-office';
import { LoginLockNote, RoleBadge, StateBadge } from './user-badges';
import { usersMessages as t, type UserSortKey } from './users.messages';

const UserLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

export interface UsersTableProps {
  rows: readonly AdminUserRow[];
  sort: SortState<UserSortKey> | null;
  onSortChange: (sort: SortState<UserSortKey>) => void;
  busy: boolean;
  /** The list's address (query string) the member's page returns to. */
  listSearch: string;
}

/** Accounts, sorted by joined at, name or login ID on the server; cards on a phone. */
export function UsersTable({ rows, sort, onSortChange, busy, listSearch }: UsersTableProps) {
  const columns: SortableColumn<AdminUserRow, UserSortKey>[] = [
    { id: 'id', header: t.columns.id, className: 'nowrap', cell: (user) => user.id },
    {
      id: 'loginId',
      header: t.columns.loginId,
      sortKey: 'loginId',
      cell: (user) => (
        <UserLink to={`/admin/users/${user.id}`} state={{ listSearch }}>
          {user.loginId}
        </UserLink>
      ),
    },
    { id: 'name', header: t.columns.name, sortKey: 'name', cell: (user) => user.name },
    {
      id: 'contact',
      header: t.columns.contact,
      cell: (user) => (
        <>
          {user.email}
          <Muted>{user.phone ?? t.none}</Muted>
        </>
      ),
    },
    { id: 'role', header: t.columns.role, className: 'nowrap', cell: (user) => <RoleBadge role={user.role} /> },
    {
      id: 'state',
      header: t.columns.state,
      cell: (user) => (
        <>
          <StateBadge user={user} />
          <LoginLockNote until={user.loginLockedUntil} />
        </>
      ),
    },
    {
      id: 'createdAt',
      header: t.columns.createdAt,
      sortKey: 'createdAt',
      firstDirection: 'desc',
      className: 'nowrap',
      cell: (user) => <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>,
    },
  ];
  return (
    <SortableTable
      caption={t.caption}
      columns={columns}
      rows={rows}
      rowKey={(user) => String(user.id)}
      sort={sort}
      onSortChange={onSortChange}
      emptyText={t.empty}
      busy={busy}
      sortLabels={t.sortLabels}
    />
  );
}
