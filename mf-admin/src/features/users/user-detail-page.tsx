import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from 'shared-contracts';
import { Button, EmptyState } from 'ui-kit';
import { UserActions } from './user-actions';
import { UserBookings, UserHotels, UserTickets } from './user-activity';
import { UserProfile } from './user-profile';
import { useAdminUserQuery } from './users.api';
import { usersMessages as t } from './users.messages';
import { Card, ErrorState, LoadingState, PageHeader } from 'ui-kit/back-office';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr));
  align-items: start;
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /admin/users/:id: the member's profile and state, sessions, hotels, latest bookings and tickets, and the actions. */
export function UserDetailPage() {
  const params = useParams();
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch;
  const { data: user, isLoading, isError, isFetching, error, refetch } = useAdminUserQuery(id, { skip: id === 0 });
  const back = (
    <Back to={`/admin/users${listSearch ? `?${listSearch}` : ''}`}>
      <span aria-hidden="true">← </span>
      {t.back}
    </Back>
  );

  if (id === 0 || (isApiError(error) && error.status === 404))
    return (
      <EmptyState
        headingLevel={1}
        title={t.notFound}
        action={
          <Button as={Link} to="/admin/users">
            {t.back}
          </Button>
        }
      />
    );
  if (isLoading) return <LoadingState label={t.detailLoading} rows={6} />;
  if (isError || !user)
    return (
      <>
        {back}
        <ErrorState title={t.detailFailed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />
      </>
    );

  return (
    <>
      {back}
      <PageHeader title={t.heading(user.name, user.loginId)} actions={<UserActions user={user} onConflict={() => void refetch()} />} />
      <Columns aria-busy={isFetching || undefined}>
        <Card aria-label={t.profile}>
          <UserProfile user={user} />
        </Card>
        <Stack>
          <Card>
            <UserHotels user={user} />
          </Card>
          <Card>
            <UserTickets user={user} />
          </Card>
        </Stack>
      </Columns>
      <Card style={{ marginTop: 16 }}>
        <UserBookings user={user} />
      </Card>
    </>
  );
}
