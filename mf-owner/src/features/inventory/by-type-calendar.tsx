import { useId, useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { InventoryDay, OwnerRoomType } from 'shared-contracts/schemas/owner';
import { Button, visuallyHidden } from 'ui-kit';
import { ErrorState, LoadingState, Toolbar } from 'ui-kit/back-office';
import { FormAlert, Select, TextInput } from 'ui-kit/forms';
import { daysBetween, isIsoDate, WEEKDAY_LABELS } from '../../frame/owner-dates';
import { INVENTORY_LIMITS } from '../owner.constants';
import { BulkApplyPanel } from './bulk-apply-panel';
import { ByTypeDayCell } from './by-type-day-cell';
import type { DayEditorTarget } from './day-editor-dialog';
import { bulkTargets, typeWeeks } from './inventory-calendar';
import { useOwnerInventoryDaysQuery } from './inventory.api';
import { inventoryMessages as t } from './inventory.messages';

/** On a phone the week scrolls sideways inside its own box instead of squeezing seven days into 390 px. */
const Scroll = styled.div`
  /* Sized by its container, never by the grid's min-width (which would widen the page on a phone). */
  contain: inline-size;
  min-width: 0;
  overflow-x: auto;
  /* The containing block of what is positioned inside (visually hidden labels), so nothing escapes the scroller and widens the page. */
  position: relative;
`;

const Grid = styled.table`
  width: 100%;
  min-width: 700px;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;

  caption {
    ${visuallyHidden}
  }
  th {
    padding: ${({ theme }) => theme.spacing.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  td {
    height: 104px;
    padding: 0;
    vertical-align: top;
  }
`;
export interface ByTypeQuery {
  roomTypeId: number | null;
  from: string;
  to: string;
}

interface Props {
  hotelId: number;
  types: readonly OwnerRoomType[];
  query: ByTypeQuery;
  today: string;
  onSearch: (query: ByTypeQuery) => void;
  onEdit: (target: DayEditorTarget) => void;
}

/**
 * By-type mode (§2): one room type over a period, as Monday-first weeks; each day shows price, remaining/total,
 * status, sellable or not and its restrictions (or 'no data'). Past days are dimmed, read only: what sold, at what price. The
 * bulk-apply panel below highlights the days it will change.
 */
export function ByTypeCalendar({ hotelId, types, query, today, onSearch, onEdit }: Props) {
  const id = useId();
  const [draft, setDraft] = useState({ roomTypeId: query.roomTypeId ? String(query.roomTypeId) : '', from: query.from, to: query.to });
  const [formError, setFormError] = useState<string | null>(null);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const roomType = types.find((type) => type.id === query.roomTypeId) ?? null;
  const days = useOwnerInventoryDaysQuery({ hotelId, roomTypeId: query.roomTypeId ?? 0, from: query.from, to: query.to }, { skip: !roomType });
  const byDate = new Map<string, InventoryDay>((days.data ?? []).map((day) => [day.stayDate, day]));
  const matching = new Set(roomType ? bulkTargets(query.from, query.to, weekdays, today) : []);
  const weeks = typeWeeks(query.from, query.to, today);

  const search = () => {
    if (!draft.roomTypeId) return setFormError(t.selectRoomTypeFirst);
    if (!isIsoDate(draft.from) || !isIsoDate(draft.to) || draft.to < draft.from) return setFormError(t.rangeReversed);
    if (daysBetween(draft.from, draft.to) >= INVENTORY_LIMITS.maxRangeDays) return setFormError(t.rangeTooLong);
    setFormError(null);
    onSearch({ roomTypeId: Number(draft.roomTypeId), from: draft.from, to: draft.to });
  };

  const grid = () => {
    if (!roomType) return null;
    if (days.isLoading) return <LoadingState label={t.overviewLoading} rows={5} />;
    if (days.isError || !days.data) {
      return (
        <ErrorState
          title={t.overviewFailed}
          detail={getErrorMessage(days.error, '')}
          onRetry={() => void days.refetch()}
          retrying={days.isFetching}
        />
      );
    }
    if (weeks.length === 0) return <p>{t.noWeeks}</p>;
    return (
      <Scroll tabIndex={0} role="region" aria-label={t.gridCaption(roomType.nameWithCode, query.from, query.to)}>
        <Grid aria-busy={days.isFetching || undefined}>
          <caption>{t.gridCaption(roomType.nameWithCode, query.from, query.to)}</caption>
          <thead>
            <tr>
              {WEEKDAY_LABELS.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]!.date}>
                {week.map(({ date, inRange, past }) =>
                  inRange ? (
                    <td key={date}>
                      <ByTypeDayCell
                        date={date}
                        past={past}
                        day={byDate.get(date)}
                        matching={matching.has(date)}
                        roomType={roomType}
                        onEdit={onEdit}
                      />
                    </td>
                  ) : (
                    <td key={date} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Grid>
      </Scroll>
    );
  };

  return (
    <section aria-label={t.modes.byType}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <Toolbar>
          <label>
            {t.roomType}
            <Select value={draft.roomTypeId} onChange={(event) => setDraft({ ...draft, roomTypeId: event.target.value })}>
              <option value="">{t.selectRoomTypeFirst}</option>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.nameWithCode}
                </option>
              ))}
            </Select>
          </label>
          <label>
            {t.from}
            <TextInput type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
          </label>
          <label>
            {t.to}
            <TextInput
              type="date"
              value={draft.to}
              min={draft.from || undefined}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          </label>
          <Button type="submit" id={`${id}-search`}>
            {t.search}
          </Button>
        </Toolbar>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
      </form>
      {roomType ? null : <p>{t.selectRoomTypeFirst}</p>}
      {grid()}
      {roomType && days.data ? (
        <BulkApplyPanel
          key={`${roomType.id}:${query.from}:${query.to}`}
          hotelId={hotelId}
          roomType={roomType}
          from={query.from}
          to={query.to}
          today={today}
          weekdays={weekdays}
          onWeekdaysChange={setWeekdays}
        />
      ) : null}
    </section>
  );
}
