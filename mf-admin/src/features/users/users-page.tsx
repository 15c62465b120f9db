import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminUserRole, AdminUserState } from 'shared-contracts/schemas/admin';
import { formatDate } from 'ui-kit';
import { Table, useListParams, Card, PageHeader } from 'ui-kit/back-office';
import { PagedListBody } from '../../frame/paged-list-body';
import { LoginLockNote, RoleBadge, StateBadge } from './user-badges';
import { UserFilters } from './user-filters';
import { useAdminUsersQuery } from './users.api';
import { USER_ROLES, USER_STATES, usersMessages as t } from './users.messages';

const isRole = (value: string): value is AdminUserRole => (USER_ROLES as readonly string[]).includes(value);
const isState = (value: string): value is AdminUserState => (USER_STATES as readonly string[]).includes(value);

const UserLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** /admin/users: members newest first, `?q=&role=&state=&page=` in the address; a row opens the member. */
export function UsersPage() {
  const { page, values, update, setPage, search } = useListParams(['q', 'role', 'state'] as const);
  const role = isRole(values.role) ? values.role : undefined;
  const state = isState(values.state) ? values.state : undefined;
  const q = values.q.trim() || undefined;
  const query = useAdminUsersQuery({ q, role, state, page });

  const body = () => (
    <PagedListBody
      query={query}
      labels={{ loading: t.loading, failed: t.failed, empty: t.empty, total: t.total, pages: t.pages }}
      page={page}
      onPage={setPage}
      loadingRows={5}
    >
      {(data) => (
        <>
          <Table aria-busy={query.isFetching || undefined}>
            <caption>{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.id}</th>
                <th scope="col">{t.columns.loginId}</th>
                <th scope="col">{t.columns.name}</th>
                <th scope="col" className="secondary">
                  {t.columns.email}
                </th>
                <th scope="col" className="secondary">
                  {t.columns.phone}
                </th>
                <th scope="col">{t.columns.role}</th>
                <th scope="col">{t.columns.state}</th>
                <th scope="col" className="secondary">
                  {t.columns.createdAt}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((user) => (
                <tr key={user.id}>
                  <td className="nowrap">{user.id}</td>
                  <td>
                    <UserLink to={`/admin/users/${user.id}`} state={{ listSearch: search }}>
                      {user.loginId}
                    </UserLink>
                  </td>
                  <td>{user.name}</td>
                  <td className="secondary">{user.email}</td>
                  <td className="secondary nowrap">{user.phone ?? t.none}</td>
                  <td className="nowrap">
                    <RoleBadge role={user.role} />
                  </td>
                  <td>
                    <StateBadge user={user} />
                    <LoginLockNote until={user.loginLockedUntil} />
                  </td>
                  <td className="secondary nowrap">
                    <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </PagedListBody>
  );

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Card aria-label={t.caption}>
        <UserFilters q={values.q} role={role ?? ''} state={state ?? ''} onChange={update} />
        {body()}
      </Card>
    </>
  );
}
