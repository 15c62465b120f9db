import type { AdminUserRole, AdminUserState } from 'shared-contracts/schemas/admin';
import { formatSort, parseSort, useListParams, Card, PageHeader } from 'ui-kit/back-office';
import { PagedListBody } from '../../frame/paged-list-body';
import { UserFilters } from './user-filters';
import { UsersTable } from './users-table';
import { useAdminUsersQuery } from './users.api';
import { USER_ROLES, USER_SORT_KEYS, USER_STATES, usersMessages as t } from './users.messages';

const isRole = (value: string): value is AdminUserRole => (USER_ROLES as readonly string[]).includes(value);
const isState = (value: string): value is AdminUserState => (USER_STATES as readonly string[]).includes(value);

/**
 * /admin/users: members newest first unless a column header sorts them (on the server, decision 0020),
 * `?q=&role=&state=&sort=&page=` in the address; a row's login ID opens the member.
 */
export function UsersPage() {
  const { page, values, update, setPage, search } = useListParams(['q', 'role', 'state', 'sort'] as const);
  const role = isRole(values.role) ? values.role : undefined;
  const state = isState(values.state) ? values.state : undefined;
  const q = values.q.trim() || undefined;
  const sort = parseSort(values.sort, USER_SORT_KEYS);
  const query = useAdminUsersQuery({ q, role, state, sort: sort ? formatSort(sort) : undefined, page });

  const body = () => (
    <PagedListBody
      query={query}
      labels={{ loading: t.loading, failed: t.failed, empty: t.empty, total: t.total, pages: t.pages }}
      page={page}
      onPage={setPage}
      loadingRows={5}
    >
      {(data) => (
        <UsersTable
          rows={data.content}
          sort={sort}
          onSortChange={(next) => update({ sort: formatSort(next) })}
          busy={query.isFetching}
          listSearch={search}
        />
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
