import { useId } from 'react';
import { Button } from 'ui-kit';
import { Toolbar } from 'ui-kit/back-office';
import { Select, TextInput } from 'ui-kit/forms';
import { SETTLEMENT_STATUSES, SETTLEMENT_STATUS_LABELS, settlementsMessages as t } from './settlements.messages';
import { shiftWeek } from './settlement-week';

export interface WeekPickerProps {
  /** The week shown (as the server answered it), or null while the first answer is on its way. */
  weekStart: string | null;
  weekEnd: string | null;
  /** The Monday of the last week that is over (the server says): no "next" past it. */
  lastClosedWeekStart: string | null;
  status: string;
  onChange: (changes: { week?: string; status?: string }) => void;
}

/** Previous / next week, a date (any day of the week), and the status filter; all of them live in the address. */
export function WeekPicker({ weekStart, weekEnd, lastClosedWeekStart, status, onChange }: WeekPickerProps) {
  const id = useId();
  const atLastClosed = !weekStart || !lastClosedWeekStart || weekStart >= lastClosedWeekStart;
  return (
    <Toolbar role="group" aria-label={t.week.label}>
      <Button variant="secondary" size="sm" disabled={!weekStart} onClick={() => weekStart && onChange({ week: shiftWeek(weekStart, -1) })}>
        {t.week.previous}
      </Button>
      <strong aria-live="polite" id={`${id}-range`}>
        {weekStart && weekEnd ? t.week.range(weekStart, weekEnd) : '…'}
      </strong>
      <Button
        variant="secondary"
        size="sm"
        disabled={atLastClosed}
        aria-describedby={weekStart && weekStart === lastClosedWeekStart ? `${id}-last` : undefined}
        onClick={() => weekStart && onChange({ week: shiftWeek(weekStart, 1) })}
      >
        {t.week.next}
      </Button>
      {weekStart && weekStart === lastClosedWeekStart ? (
        <span id={`${id}-last`} hidden>
          {t.week.lastClosed}
        </span>
      ) : null}
      <label htmlFor={`${id}-date`}>
        {t.week.date}
        <TextInput
          id={`${id}-date`}
          type="date"
          value={weekStart ?? ''}
          onChange={(event) => event.target.value && onChange({ week: event.target.value })}
        />
      </label>
      <label htmlFor={`${id}-status`}>
        {t.statusLabel}
        <Select id={`${id}-status`} value={status} onChange={(event) => onChange({ status: event.target.value })}>
          <option value="">{t.all}</option>
          {SETTLEMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {SETTLEMENT_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </label>
    </Toolbar>
  );
}
