import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { InventoryDay, OwnerRoomType } from 'shared-contracts/schemas/owner';
import { Button, formatWon, visuallyHidden } from 'ui-kit';
import { ErrorState, FormAlert, LoadingState, Select, TextInput, Toolbar } from 'ui-kit/back-office';
import { daysBetween, dayLabel, isIsoDate, shortDay, WEEKDAY_LABELS } from '../../frame/owner-dates';
import { INVENTORY_LIMITS } from '../owner.constants';
import { BulkApplyPanel } from './bulk-apply-panel';
import type { DayEditorTarget } from './day-editor-dialog';
import { bulkTargets, typeWeeks } from './inventory-calendar';
import { useOwnerInventoryDaysQuery } from './inventory.api';
import { inventoryMessages as t } from './inventory.messages';
import { RestrictionBadges, StatusBadge } from './inventory-parts';

/** On a phone the week scrolls sideways inside its own box instead of squeezing seven days into 390 px. */
const Scroll = styled.div`
  /* Sized by its container, never by the grid's min-width (which would widen the page on a phone). */
  contain: inline-size;
  min-width: 0;
  overflow-x: auto;
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

const Hidden = styled.span`
  ${visuallyHidden}
`;

const cellBox = css<{ $matching?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;

  .date {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ $matching, theme }) =>
    $matching &&
    css`
      border-color: ${theme.colors.brand};
      box-shadow: inset 0 0 0 2px ${theme.colors.brand};
      background: ${theme.colors.brandSubtle};
    `}
`;

const CellButton = styled.button<{ $matching: boolean }>`
  ${cellBox}
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const CellStatic = styled.div<{ $past: boolean; $matching?: boolean }>`
  ${cellBox}
  ${({ $past, theme }) =>
    $past &&
    css`
      background: ${theme.colors.surface};
      color: ${theme.colors.textMuted};
    `}
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
  const days = useOwnerInventoryDaysQuery(
    { hotelId, roomTypeId: query.roomTypeId ?? 0, from: query.from, to: query.to },
    { skip: !roomType },
  );
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
      return <ErrorState title={t.overviewFailed} detail={getErrorMessage(days.error, '')} onRetry={() => void days.refetch()} retrying={days.isFetching} />;
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
                {week.map(({ date, inRange, past }) => {
                  if (!inRange) return <td key={date} />;
                  const day = byDate.get(date);
                  const isMatching = matching.has(date);
                  const content = (
                    <>
                      <span className="date">
                        <Hidden>{dayLabel(date)}</Hidden>
                        <span aria-hidden="true">{shortDay(date)}</span>
                      </span>
                      {day && past ? (
                        <>
                          <span>{formatWon(day.price)}</span>
                          <span>{t.sold(day.booked, day.allotment)}</span>
                        </>
                      ) : null}
                      {day && !past ? (
                        <>
                          <span>{formatWon(day.price)}</span>
                          <span>
                            <Hidden>남은 객실 </Hidden>
                            {t.remaining(day.remainingQty, day.allotment)}
                          </span>
                          <span>
                            <StatusBadge status={day.status} />
                          </span>
                          <span className="muted">{day.sellable ? t.sellable : t.notSellable}</span>
                          <RestrictionBadges night={day} />
                        </>
                      ) : null}
                      {day ? null : <span className="muted">{past ? t.noRecord : t.noData}</span>}
                      {isMatching ? <Hidden>{t.matchingMark}</Hidden> : null}
                    </>
                  );
                  const current = day
                    ? {
                        price: day.price,
                        allotment: day.allotment,
                        booked: day.booked,
                        remaining: day.remainingQty,
                        status: day.status,
                        minStay: day.minStay,
                        closedToArrival: day.closedToArrival,
                        closedToDeparture: day.closedToDeparture,
                      }
                    : null;
                  return (
                    <td key={date}>
                      {past ? (
                        <CellStatic $past>
                          {content}
                          <Hidden>{t.pastReadOnly}</Hidden>
                        </CellStatic>
                      ) : (
                        <CellButton type="button" $matching={isMatching} data-matching={isMatching || undefined} onClick={() => onEdit({ roomType, date, current })}>
                          {content}
                        </CellButton>
                      )}
                    </td>
                  );
                })}
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
            <TextInput type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
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
