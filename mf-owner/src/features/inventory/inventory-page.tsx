import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getErrorMessage } from 'shared-contracts';
import { Button, Tabs } from 'ui-kit';
import { Card, ErrorState, LoadingState, PageHeader } from 'ui-kit/back-office';
import { useOwnerHotel } from '../../frame/owner-frame';
import { useOwnerRoomTypesQuery } from '../../frame/owner-hotels.api';
import { addDays, isIsoDate, isoWeekday, mondayOf, seoulToday } from '../../frame/owner-dates';
import { ByTypeCalendar, type ByTypeQuery } from './by-type-calendar';
import { ChangeHistory } from './change-history';
import { DayEditorDialog, type DayEditorTarget } from './day-editor-dialog';
import { orderedTypes, WINDOW_DAYS } from './inventory-calendar';
import { inventoryMessages as t } from './inventory.messages';
import { OverviewCalendar } from './overview-calendar';
import { RegisterDialog } from './register-dialog';

type View = 'overview' | 'type';

/**
 * /owner/hotels/:hotelId/inventory: the overview (2 weeks) and by-type calendars, the register dialog, the day
 * editor and the change history with 되돌리기. The mode, the overview's Monday and the by-type search live in the address (view, week, roomTypeId, from, to).
 */
export function InventoryPage() {
  const hotel = useOwnerHotel();
  const [params, setParams] = useSearchParams();
  const today = seoulToday();
  const types = useOwnerRoomTypesQuery(hotel.id);
  const ordered = orderedTypes(types.data ?? []);
  const [editing, setEditing] = useState<DayEditorTarget | null>(null);
  // ?register=1 (the dashboard's 기간 등록 for a new hotel) opens the register dialog at once.
  const [registering, setRegistering] = useState(() => params.get('register') === '1');

  const view: View = params.get('view') === 'type' ? 'type' : 'overview';
  const week = params.get('week');
  const monday = isIsoDate(week) && isoWeekday(week) === 1 ? week : mondayOf(today);
  const from = params.get('from');
  const to = params.get('to');
  const roomTypeId = Number(params.get('roomTypeId'));
  const query: ByTypeQuery = {
    roomTypeId: ordered.some((type) => type.id === roomTypeId) ? roomTypeId : (ordered[0]?.id ?? null),
    from: isIsoDate(from) ? from : today,
    to: isIsoDate(to) ? to : addDays(today, WINDOW_DAYS),
  };

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const body = () => {
    if (types.isLoading) return <LoadingState label={t.overviewLoading} rows={6} />;
    if (types.isError || !types.data) {
      return (
        <ErrorState
          title={t.overviewFailed}
          detail={getErrorMessage(types.error, '')}
          onRetry={() => void types.refetch()}
          retrying={types.isFetching}
        />
      );
    }
    return view === 'overview' ? (
      <OverviewCalendar
        hotelId={hotel.id}
        types={ordered}
        monday={monday}
        today={today}
        onPage={(next) => update({ week: next === mondayOf(today) ? null : next })}
        onEdit={setEditing}
      />
    ) : (
      <ByTypeCalendar
        key={`${query.roomTypeId}:${query.from}:${query.to}`}
        hotelId={hotel.id}
        types={ordered}
        query={query}
        today={today}
        onSearch={(next) => update({ roomTypeId: String(next.roomTypeId), from: next.from, to: next.to })}
        onEdit={setEditing}
      />
    );
  };

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button onClick={() => setRegistering(true)} disabled={!types.data?.length}>
            {t.register}
          </Button>
        }
      />
      <Card aria-label={t.title}>
        <Tabs
          label={t.modesLabel}
          value={view}
          onChange={(next) => update({ view: next === 'type' ? 'type' : null })}
          items={[
            { id: 'overview', label: t.modes.overview },
            { id: 'type', label: t.modes.byType },
          ]}
        >
          {body()}
        </Tabs>
      </Card>
      {types.data?.length ? (
        <Card>
          <ChangeHistory hotelId={hotel.id} types={ordered} />
        </Card>
      ) : null}
      {registering ? <RegisterDialog hotelId={hotel.id} types={ordered} today={today} onClose={() => setRegistering(false)} /> : null}
      {editing ? <DayEditorDialog hotelId={hotel.id} {...editing} today={today} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
