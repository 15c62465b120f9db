import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { ArrivalItem } from 'shared-contracts/schemas/owner';
import { Button, EmptyState, useToast } from 'ui-kit';
import { Card, CheckRow, ErrorState, FormAlert, LoadingState, PageHeader, Table, TextInput, Toolbar } from 'ui-kit/back-office';
import { isIsoDate, seoulToday } from '../../frame/owner-dates';
import { useOwnerHotel } from '../../frame/owner-frame';
import { hotelPath } from '../../frame/owner-nav';
import { ASSIGN_ALL_MAX_ITEMS, ROOM_TYPE_ABBREVIATIONS } from '../owner.constants';
import { useOwnerArrivalsQuery, useOwnerAssignAllMutation, useOwnerAssignRoomMutation, useOwnerAvailableRoomsQuery } from '../rooms/rooms.api';
import { roomsMessages as t } from '../rooms/rooms.messages';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  margin-bottom: ${({ theme }) => theme.spacing.lg};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const ArrivalList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Arrival = styled.button`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.sm};
  width: 100%;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;

  strong {
    font-variant-numeric: tabular-nums;
  }
  span.muted {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSubtle};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const AssignedList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.brand};
    font-variant-numeric: tabular-nums;
  }
`;

const Section = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

function AvailableRooms({ hotelId, arrival, upgrade }: { hotelId: number; arrival: ArrivalItem; upgrade: boolean }) {
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const rooms = useOwnerAvailableRoomsQuery({ hotelId, from: arrival.checkIn, to: arrival.checkOut, minCapacity: arrival.guests, typeCode: arrival.typeCode, upgrade });
  const [assign, { isLoading, originalArgs }] = useOwnerAssignRoomMutation();

  const pick = async (roomId: number) => {
    setFailure(null);
    try {
      const result = await assign({ hotelId, bookingItemId: arrival.bookingItemId, roomId }).unwrap();
      toast.success(`${t.assigned(result.assignedNights)} (${result.roomNo}호 · ${arrival.bookingId})`);
    } catch (error) {
      setFailure(t.assignFailed(getErrorMessage(error)));
    }
  };

  if (rooms.isLoading) return <LoadingState label={t.roomsLoading} />;
  if (rooms.isError || !rooms.data) return <ErrorState title={t.roomsFailed} detail={getErrorMessage(rooms.error, '')} onRetry={() => void rooms.refetch()} retrying={rooms.isFetching} />;
  return (
    <>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {rooms.data.length === 0 ? (
        <Muted>{t.noRooms}</Muted>
      ) : (
        <Table aria-busy={rooms.isFetching || undefined}>
          <caption>{t.available}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.roomNo}</th>
              <th scope="col">{t.columns.type}</th>
              <th scope="col">{t.columns.capacity}</th>
              <th scope="col">{t.columns.housekeeping}</th>
              <th scope="col">{t.columns.floor}</th>
              <th scope="col" className="actions">
                {t.columns.manage}
              </th>
            </tr>
          </thead>
          <tbody>
            {rooms.data.map((room) => (
              <tr key={room.roomId}>
                <td className="nowrap">{room.roomNo}</td>
                <td>{ROOM_TYPE_ABBREVIATIONS[room.typeCode]}</td>
                <td>{t.capacity(room.capacity)}</td>
                <td>{t.housekeeping[room.housekeeping]}</td>
                <td>{t.floor(room.floor)}</td>
                <td className="actions">
                  <Button
                    size="sm"
                    aria-label={t.assignLabel(room.roomNo, arrival.bookingId)}
                    loading={isLoading && originalArgs?.roomId === room.roomId}
                    disabled={isLoading}
                    onClick={() => void pick(room.roomId)}
                  >
                    {t.assign}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

/**
 * /owner/hotels/:hotelId/assign (§2 "Owner room assignment"): the arrival date (default today, kept in the address),
 * the unassigned arrivals, the rooms free for the chosen one's whole stay ('allow upgrade' on by default), assign one or
 * all at once, and that day's assigned bookings, each a link to the room board at its room.
 */
export function AssignPage() {
  const hotel = useOwnerHotel();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const date = isIsoDate(params.get('date')) ? params.get('date')! : seoulToday();
  const arrivals = useOwnerArrivalsQuery({ hotelId: hotel.id, date });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [upgrade, setUpgrade] = useState(true);
  const [assignAll, assigningAll] = useOwnerAssignAllMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const unassigned = (arrivals.data ?? []).filter((a) => !a.assigned);
  const assigned = (arrivals.data ?? []).filter((a) => a.assigned);
  const selected = unassigned.find((a) => a.bookingItemId === selectedId) ?? null;

  const runAssignAll = async () => {
    setFailure(null);
    const itemIds = unassigned.slice(0, ASSIGN_ALL_MAX_ITEMS).map((a) => a.bookingItemId);
    try {
      const result = await assignAll({ hotelId: hotel.id, itemIds, upgrade }).unwrap();
      const done = Object.keys(result).length;
      toast.success(t.assignAllDone(done, itemIds.length - done));
      setSelectedId(null);
    } catch (error) {
      setFailure(t.assignFailed(getErrorMessage(error)));
    }
  };

  const lists = () => {
    if (arrivals.isLoading) return <LoadingState label={t.arrivalsLoading} />;
    if (arrivals.isError || !arrivals.data) {
      return <ErrorState title={t.arrivalsFailed} detail={getErrorMessage(arrivals.error, '')} onRetry={() => void arrivals.refetch()} retrying={arrivals.isFetching} />;
    }
    return (
      <>
        <Columns>
          <Section aria-labelledby="owner-unassigned">
            <h2 id="owner-unassigned">
              {t.unassigned} ({unassigned.length})
            </h2>
            {unassigned.length === 0 ? (
              <EmptyState title={t.unassignedEmpty} headingLevel={3} />
            ) : (
              <ArrivalList aria-labelledby="owner-unassigned">
                {unassigned.map((a) => (
                  <li key={a.bookingItemId}>
                    <Arrival type="button" aria-pressed={a.bookingItemId === selectedId} onClick={() => setSelectedId(a.bookingItemId)}>
                      <strong>{a.bookingId}</strong>
                      <span>
                        {a.roomTypeName} ({ROOM_TYPE_ABBREVIATIONS[a.typeCode]})
                      </span>
                      <span className="muted">
                        {a.checkIn} ~ {a.checkOut} · {t.nights(a.nights)} · {t.guests(a.guests)} · {a.leadName}
                        {a.leadPhone ? ` · ${a.leadPhone}` : ''}
                      </span>
                    </Arrival>
                  </li>
                ))}
              </ArrivalList>
            )}
          </Section>
          <Section aria-labelledby="owner-available">
            <h2 id="owner-available">
              {t.available}
              {selected ? ` · ${selected.bookingId}` : ''}
            </h2>
            <CheckRow>
              <input type="checkbox" checked={upgrade} onChange={(event) => setUpgrade(event.target.checked)} />
              {t.allowUpgrade}
            </CheckRow>
            {selected ? <AvailableRooms key={selected.bookingItemId} hotelId={hotel.id} arrival={selected} upgrade={upgrade} /> : <Muted>{t.pickArrival}</Muted>}
          </Section>
        </Columns>
        <Section aria-labelledby="owner-assigned">
          <h2 id="owner-assigned">
            {t.assignedList} ({assigned.length})
          </h2>
          {assigned.length === 0 ? (
            <Muted>{t.assignedEmpty}</Muted>
          ) : (
            <AssignedList aria-labelledby="owner-assigned">
              {assigned.map((a) => (
                <li key={a.bookingItemId}>
                  <Link to={`${hotelPath(hotel.id, 'rooms')}?${new URLSearchParams({ date, roomNo: a.roomNo ?? '' })}`}>{t.toRoom(a.roomNo ?? '', a.bookingId)}</Link>
                </li>
              ))}
            </AssignedList>
          )}
        </Section>
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={t.assignTitle}
        description={t.assignDescription}
        actions={
          <Button onClick={() => void runAssignAll()} loading={assigningAll.isLoading} disabled={unassigned.length === 0}>
            {t.assignAll}
          </Button>
        }
      />
      <Card aria-label={t.assignTitle}>
        <Toolbar>
          <label>
            {t.arrivalDate}
            <TextInput
              type="date"
              value={date}
              onChange={(event) => {
                const next = event.target.value;
                if (!isIsoDate(next)) return;
                setSelectedId(null);
                setParams((current) => {
                  const updated = new URLSearchParams(current);
                  updated.set('date', next);
                  return updated;
                });
              }}
            />
          </label>
        </Toolbar>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {lists()}
      </Card>
    </>
  );
}
