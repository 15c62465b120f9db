import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import { FilterBar } from '../../frame/filter-bar';
import { ErrorState, LoadingState } from 'ui-kit/back-office';
import { TextInput } from 'ui-kit/forms';
import { HotelStatusBadge } from '../hotels/hotel-status-badge';
import { useAdminHotelsQuery } from '../hotels/hotels.api';
import { hotelsMessages } from '../hotels/hotels.messages';
import { ADMIN_QUERY_MAX } from '../operations.constants';
import { roomsMessages as t } from './rooms.messages';

const Results = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    min-height: 44px;
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Prompt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The hotel whose rooms to manage, found with the hotel list's own search (GET /admin/hotels?q). The words live in
 * the address (?q=), the choice too (?hotelId=).
 */
export function HotelPicker({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const id = useId();
  const { data, isLoading, isFetching, isError, error, refetch } = useAdminHotelsQuery({ page: 0, q }, { skip: !q });

  const results = () => {
    if (!q) return <Prompt>{t.pick.prompt}</Prompt>;
    if (isLoading) return <LoadingState label={t.pick.loading} rows={3} />;
    if (isError || !data)
      return <ErrorState title={t.pick.failed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
    if (!data.content.length) return <Prompt>{t.pick.empty}</Prompt>;
    return (
      <Results aria-label={t.pick.results}>
        {data.content.map((hotel) => (
          <li key={hotel.id}>
            <Link to={`/admin/rooms?hotelId=${hotel.id}`} aria-label={t.pick.choose(hotel.name)}>
              <strong>{hotel.name}</strong>
              <span className="muted">
                #{hotel.id} · {hotel.region} · {hotelsMessages.rooms(hotel.roomTypeCount, hotel.roomCount)}
              </span>
              <HotelStatusBadge status={hotel.status} />
            </Link>
          </li>
        ))}
      </Results>
    );
  };

  return (
    <>
      <FilterBar label={t.pick.search} values={{ q }} submitLabel={t.pick.submit} onApply={(next) => onSearch(next.q)}>
        {({ draft, set }) => (
          <label htmlFor={`${id}-q`}>
            {t.pick.search}
            <TextInput id={`${id}-q`} type="search" value={draft.q} maxLength={ADMIN_QUERY_MAX} placeholder={t.pick.q} onChange={set('q')} />
          </label>
        )}
      </FilterBar>
      {results()}
    </>
  );
}
