import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from 'shared-contracts';
import { Button, EmptyState, useToast } from 'ui-kit';
import { Card, ErrorState, LoadingState, PageHeader, Toolbar } from 'ui-kit/back-office';
import { CheckRow, FormAlert, TextInput } from 'ui-kit/forms';
import { isIsoDate, seoulToday } from '../../frame/owner-dates';
import { useOwnerHotel } from '../../frame/owner-frame';
import { hotelPath } from '../../frame/owner-nav';
import { ASSIGN_ALL_MAX_ITEMS, ROOM_TYPE_ABBREVIATIONS } from '../owner.constants';
import { useOwnerArrivalsQuery, useOwnerAssignAllMutation } from '../rooms/rooms.api';
import { roomsMessages as t } from '../rooms/rooms.messages';
import { Arrival, ArrivalList, AssignedList, Columns, Muted, Section } from './assign.styles';
import { AvailableRooms } from './available-rooms';

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
      return (
        <ErrorState
          title={t.arrivalsFailed}
          detail={getErrorMessage(arrivals.error, '')}
          onRetry={() => void arrivals.refetch()}
          retrying={arrivals.isFetching}
        />
      );
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
            {selected ? (
              <AvailableRooms key={selected.bookingItemId} hotelId={hotel.id} arrival={selected} upgrade={upgrade} />
            ) : (
              <Muted>{t.pickArrival}</Muted>
            )}
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
                  <Link to={`${hotelPath(hotel.id, 'rooms')}?${new URLSearchParams({ date, roomNo: a.roomNo ?? '' })}`}>
                    {t.toRoom(a.roomNo ?? '', a.bookingId)}
                  </Link>
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
