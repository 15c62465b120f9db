import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from 'shared-contracts';
import { Button, EmptyState } from 'ui-kit';
import { ActionRow } from '../../frame/detail-parts';
import { GoneState } from '../../frame/page-parts';
import { useListParams, Card, ErrorState, LoadingState, PageHeader } from 'ui-kit/back-office';
import { HotelStatusBadge } from '../hotels/hotel-status-badge';
import { positiveId } from '../operations.constants';
import { AddRoomsDialog } from './add-rooms-dialog';
import { HotelPicker } from './hotel-picker';
import { RoomNumberDialog, RoomServiceDialog, TypeNameDialog } from './room-dialogs';
import { RoomTypeCard, type RoomAction } from './room-type-card';
import { useAdminHotelRoomsQuery } from './rooms.api';
import { roomsMessages as t } from './rooms.messages';

const Types = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

type Open = RoomAction | { kind: 'add'; roomType?: undefined };

function HotelRooms({ hotelId }: { hotelId: number }) {
  const { data, error, isLoading, isFetching, refetch } = useAdminHotelRoomsQuery(hotelId, { refetchOnMountOrArgChange: true });
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

  if (isLoading) {
    return (
      <>
        <PageHeader title={t.title} />
        <LoadingState label={t.loading} rows={5} />
      </>
    );
  }
  if (!data) {
    const gone = isApiError(error) && error.status === 404;
    return (
      <>
        <PageHeader title={t.title} />
        {gone ? (
          <GoneState headingLevel={2} title={t.notFound} to="/admin/rooms" label={t.pick.change} />
        ) : (
          <ErrorState title={t.failed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t.heading(data.hotel.name)}
        description={
          <>
            <HotelStatusBadge status={data.hotel.status} /> {t.description}
          </>
        }
        actions={
          <ActionRow>
            <Button onClick={() => setOpen({ kind: 'add' })}>{t.add}</Button>
            <Button as={Link} variant="secondary" to={`/admin/hotels/${hotelId}`}>
              {t.toHotel}
            </Button>
            <Button as={Link} variant="ghost" to="/admin/rooms">
              {t.pick.change}
            </Button>
          </ActionRow>
        }
      />
      <Types aria-busy={isFetching || undefined}>
        {data.roomTypes.length ? (
          data.roomTypes.map((roomType) => <RoomTypeCard key={roomType.id} roomType={roomType} onAction={setOpen} />)
        ) : (
          <EmptyState title={t.noTypes} />
        )}
      </Types>
      {open?.kind === 'add' ? (
        <AddRoomsDialog hotelId={hotelId} roomTypes={data.roomTypes} initialTypeId={open.roomType?.id} onClose={close} />
      ) : null}
      {open?.kind === 'rename' ? <TypeNameDialog hotelId={hotelId} roomType={open.roomType} onClose={close} /> : null}
      {open?.kind === 'number' ? <RoomNumberDialog hotelId={hotelId} room={open.room} onClose={close} /> : null}
      {open?.kind === 'service' ? <RoomServiceDialog hotelId={hotelId} room={open.room} onClose={close} /> : null}
    </>
  );
}

/**
 * /admin/rooms (docs/back-office.md §4): pick a hotel (?hotelId=, from the hotel page or the search here), then its
 * room types with their rooms and housekeeping; add rooms, change a number or floor, rename a type, take a room out
 * of order or back.
 */
export function RoomsPage() {
  const { values, update } = useListParams(['hotelId', 'q'] as const);
  const hotelId = positiveId(values.hotelId);
  if (hotelId) return <HotelRooms key={hotelId} hotelId={hotelId} />;
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Card aria-label={t.pick.heading}>
        <HotelPicker q={values.q.trim()} onSearch={(q) => update({ q })} />
      </Card>
    </>
  );
}
