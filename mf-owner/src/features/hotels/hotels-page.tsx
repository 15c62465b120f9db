import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import { Button, EmptyState } from 'ui-kit';
import { Card, ErrorState, LoadingState, PageHeader } from 'ui-kit/back-office';
import { useOwnerHotelsQuery } from '../../frame/owner-hotels.api';
import { hotelPath } from '../../frame/owner-nav';
import { hotelsMessages as t } from './hotels.messages';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const HotelCard = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  height: 100%;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
  a {
    margin-top: auto;
  }
`;

/** /owner: the caller's hotels; with exactly one, straight to its dashboard. */
export function HotelsPage() {
  const { data, isLoading, isError, error, refetch, isFetching } = useOwnerHotelsQuery();

  if (data?.length === 1) return <Navigate to={hotelPath(data[0]!.id)} replace />;

  const body = () => {
    if (isLoading) return <LoadingState label={t.loading} />;
    if (isError || !data)
      return <ErrorState title={t.failed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.length === 0) {
      return (
        <Card>
          <EmptyState
            title={t.empty}
            description={t.emptyBody}
            action={
              <Button as="a" href="/hotelapply">
                {t.apply}
              </Button>
            }
          />
        </Card>
      );
    }
    return (
      <List aria-label={t.listLabel}>
        {data.map((hotel) => (
          <li key={hotel.id}>
            <HotelCard aria-labelledby={`owner-hotel-${hotel.id}`}>
              <h2 id={`owner-hotel-${hotel.id}`}>{hotel.name}</h2>
              <dl>
                <dt>{t.region}</dt>
                <dd>{hotel.region}</dd>
                <dt>{t.businessNo}</dt>
                <dd>{hotel.businessNo ?? t.noBusinessNo}</dd>
              </dl>
              <Button as={Link} to={hotelPath(hotel.id)} aria-label={t.openLabel(hotel.name)}>
                {t.open}
              </Button>
            </HotelCard>
          </li>
        ))}
      </List>
    );
  };

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      {body()}
    </>
  );
}
