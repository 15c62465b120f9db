import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminHotelRow } from 'shared-contracts/schemas/admin';
import { formatDate } from 'ui-kit';
import { SortableTable, type SortableColumn, type SortState } from 'ui-kit/back-office';
import { HotelStatusBadge } from './hotel-status-badge';
import { hotelsMessages as t, type HotelSortKey } from './hotels.messages';

const HotelLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

const OwnerLine = styled.span`
  display: block;
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  letter-spacing: 1px;
`;

function Owners({ hotel }: { hotel: AdminHotelRow }) {
  if (!hotel.owners.length) return <>{t.noOwner}</>;
  return (
    <>
      {hotel.owners.map((owner) => (
        <OwnerLine key={owner.id}>
          {owner.name}
          <Muted>{owner.loginId}</Muted>
        </OwnerLine>
      ))}
    </>
  );
}

export interface HotelsTableProps {
  rows: readonly AdminHotelRow[];
  sort: SortState<HotelSortKey> | null;
  onSortChange: (sort: SortState<HotelSortKey>) => void;
  busy: boolean;
  /** The list's address (query string) the hotel's page returns to. */
  listSearch: string;
}

/** Every hotel, sorted by name, registered at or rating on the server (suspended first by default); cards on a phone. */
export function HotelsTable({ rows, sort, onSortChange, busy, listSearch }: HotelsTableProps) {
  const columns: SortableColumn<AdminHotelRow, HotelSortKey>[] = [
    { id: 'id', header: t.columns.id, className: 'nowrap', cell: (hotel) => hotel.id },
    {
      id: 'name',
      header: t.columns.name,
      sortKey: 'name',
      cell: (hotel) => (
        <>
          <HotelLink to={`/admin/hotels/${hotel.id}`} state={{ listSearch }}>
            {hotel.name}
          </HotelLink>
          <Muted>{hotel.address1}</Muted>
          {hotel.status === 'SUSPENDED' && hotel.suspendReason ? <Muted>{t.suspendedBecause(hotel.suspendReason)}</Muted> : null}
        </>
      ),
    },
    {
      id: 'region',
      header: t.columns.region,
      className: 'nowrap',
      cell: (hotel) => (
        <>
          {hotel.region}
          <Muted>
            <Stars role="img" aria-label={t.gradeLabel(hotel.gradeLevel)}>
              {t.grade(hotel.gradeLevel)}
            </Stars>
          </Muted>
        </>
      ),
    },
    {
      id: 'rating',
      header: t.columns.rating,
      sortKey: 'rating',
      firstDirection: 'desc',
      className: 'nowrap',
      cell: (hotel) => t.rating(hotel.rating, hotel.reviewCount),
    },
    { id: 'owners', header: t.columns.owners, cell: (hotel) => <Owners hotel={hotel} /> },
    { id: 'rooms', header: t.columns.rooms, className: 'nowrap', cell: (hotel) => t.rooms(hotel.roomTypeCount, hotel.roomCount) },
    {
      id: 'status',
      header: t.columns.status,
      className: 'nowrap',
      cell: (hotel) => <HotelStatusBadge status={hotel.status} reason={hotel.suspendReason} />,
    },
    {
      id: 'createdAt',
      header: t.columns.createdAt,
      sortKey: 'createdAt',
      firstDirection: 'desc',
      className: 'nowrap',
      cell: (hotel) => <time dateTime={hotel.createdAt}>{formatDate(hotel.createdAt)}</time>,
    },
  ];
  return (
    <SortableTable
      caption={t.caption}
      columns={columns}
      rows={rows}
      rowKey={(hotel) => String(hotel.id)}
      sort={sort}
      onSortChange={onSortChange}
      emptyText={t.empty}
      busy={busy}
      sortLabels={t.sortLabels}
    />
  );
}
