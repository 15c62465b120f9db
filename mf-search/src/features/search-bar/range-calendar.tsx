import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CALENDAR_CLOSE_DELAY_MS, CALENDAR_MONTHS } from 'shared-contracts';
import { daysBetween, mondayWeekday, monthOf, monthsBetween, monthWeeks, shiftDate, shiftMonth } from './calendar-dates';
import {
  CalendarHeader,
  CalendarStatus,
  Day,
  DayCell,
  IconButton,
  MonthCaption,
  MonthGrid,
  Months,
  MonthTable,
  ScreenReaderOnly,
  Weekday,
} from './range-calendar.styles';
import { panelMessages } from './search-bar-panels.messages';
import { searchBarMessages } from './search-bar.messages';

/** The longest stay the search accepts (SEARCH_MAX_NIGHTS of the api's schemas, which would bring zod here). */
export const MAX_STAY_NIGHTS = 30;
/** How far ahead the calendar pages: the first shown month is at most this many months after today's. */
export const MAX_MONTHS_AHEAD = 11;

const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export interface RangeCalendarProps {
  id: string;
  /** Today in Seoul (YYYY-MM-DD); earlier days are disabled. */
  today: string;
  checkIn: string;
  checkOut: string;
  /** Emitted on the click that completes a range. */
  onRangeChange: (checkIn: string, checkOut: string) => void;
  /** Called CALENDAR_CLOSE_DELAY_MS after a completed range, so the guest sees the choice before it closes. */
  onDone: () => void;
}

/**
 * Two-month range calendar, Monday first (guest-core §4): the first click sets the start; a click on a later
 * day sets the end, emits the range and closes after 200 ms; a click on an earlier or equal day restarts the
 * start. Arrow keys move between days (one tab stop), Enter or Space picks.
 */
export function RangeCalendar({ id, today, checkIn, checkOut, onRangeChange, onDone }: RangeCalendarProps) {
  const t = panelMessages.dates;
  const bar = searchBarMessages.dates;
  const thisMonth = monthOf(today);
  const lastFirstMonth = shiftMonth(thisMonth, MAX_MONTHS_AHEAD);
  const [start, setStart] = useState(checkIn);
  // null while the guest is choosing the end; the committed range is shown until the first click.
  const [end, setEnd] = useState<string | null>(checkOut);
  const [done, setDone] = useState(false);
  const [firstMonth, setFirstMonth] = useState(() => clampMonth(monthOf(checkIn), thisMonth, lastFirstMonth));
  const [focusDate, setFocusDate] = useState(checkIn < today ? today : checkIn);
  // While the end is being chosen, the day under the pointer previews the stay.
  const [hovered, setHovered] = useState<string | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(true);

  const months = Array.from({ length: CALENDAR_MONTHS }, (_, index) => shiftMonth(firstMonth, index));
  const lastShown = shiftMonth(firstMonth, CALENDAR_MONTHS - 1);
  const choosingEnd = end === null;
  const latestEnd = choosingEnd ? shiftDate(start, MAX_STAY_NIGHTS) : null;
  const isDisabled = (date: string) => date < today || (latestEnd !== null && date > latestEnd);
  const rangeEnd = end ?? (hovered !== null && hovered > start && !isDisabled(hovered) ? hovered : null);
  const focusVisible = monthOf(focusDate) >= firstMonth && monthOf(focusDate) <= lastShown;
  // The one tab stop: the focused day when shown, otherwise the first selectable day on the page.
  const tabStop = focusVisible ? focusDate : firstSelectable(firstMonth, isDisabled);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate]);

  const latestOnDone = useRef(onDone);
  latestOnDone.current = onDone;
  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => latestOnDone.current(), CALENDAR_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const pick = (date: string) => {
    if (done || isDisabled(date)) return;
    setFocusDate(date);
    if (choosingEnd && date > start) {
      setEnd(date);
      setDone(true);
      onRangeChange(start, date);
      return;
    }
    setStart(date);
    setEnd(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = ARROW_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const from = focusVisible ? focusDate : tabStop;
    const next = shiftDate(from, step);
    // Never onto a day that cannot be picked (past, or beyond the longest stay): a disabled button takes no focus.
    if (isDisabled(next)) return;
    const nextMonth = monthOf(next);
    if (nextMonth > lastShown) {
      if (firstMonth >= lastFirstMonth) return;
      setFirstMonth(shiftMonth(firstMonth, 1));
    } else if (nextMonth < firstMonth) {
      setFirstMonth(nextMonth);
    }
    moveFocus.current = true;
    setFocusDate(next);
  };

  const status =
    done && end
      ? `${bar.short(start, mondayWeekday(start))} - ${bar.short(end, mondayWeekday(end))}, ${bar.nights(daysBetween(start, end))}`
      : choosingEnd
        ? `${t.pickCheckOut} ${t.maxNights(MAX_STAY_NIGHTS)}`
        : t.pickCheckIn;

  return (
    <div id={id} role="dialog" aria-label={t.dialog}>
      <CalendarHeader>
        <IconButton
          type="button"
          aria-label={t.previousMonth}
          disabled={firstMonth <= thisMonth}
          onClick={() => setFirstMonth(shiftMonth(firstMonth, -1))}
        >
          ‹
        </IconButton>
        <CalendarStatus role="status">{status}</CalendarStatus>
        <IconButton
          type="button"
          aria-label={t.nextMonth}
          disabled={firstMonth >= lastFirstMonth}
          onClick={() => setFirstMonth(shiftMonth(firstMonth, 1))}
        >
          ›
        </IconButton>
      </CalendarHeader>
      <Months ref={gridRef} onKeyDown={onKeyDown} onMouseLeave={() => setHovered(null)}>
        {months.map((month) => (
          <MonthGrid key={month}>
            <MonthTable>
              <MonthCaption>{t.month(month)}</MonthCaption>
              <thead>
                <tr>
                  {t.weekdays.map((weekday, index) => (
                    <Weekday key={weekday} scope="col" $weekend={index >= 5}>
                      {weekday}
                    </Weekday>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthWeeks(month).map((week, row) => (
                  <tr key={row}>
                    {week.map((date, column) =>
                      date === null ? (
                        <td key={column} />
                      ) : (
                        <DayCell key={date} data-in-range={rangeEnd !== null && date > start && date < rangeEnd ? 'true' : undefined}>
                          <Day
                            type="button"
                            data-date={date}
                            tabIndex={date === tabStop ? 0 : -1}
                            disabled={isDisabled(date)}
                            aria-pressed={date === start || date === end}
                            aria-current={date === today ? 'date' : undefined}
                            $edge={date === start || date === end}
                            onClick={() => pick(date)}
                            onFocus={() => setFocusDate(date)}
                            onMouseEnter={() => setHovered(date)}
                          >
                            {/* Named by its content, not aria-label: the full date for screen readers, the day
                                number for the eye (an aria-label without the visible "28" fails
                                label-content-name-mismatch for voice control). */}
                            <span aria-hidden="true">{Number(date.slice(8))}</span>
                            <ScreenReaderOnly>{t.full(date, column)}</ScreenReaderOnly>
                          </Day>
                        </DayCell>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </MonthTable>
          </MonthGrid>
        ))}
      </Months>
    </div>
  );
}

function clampMonth(month: string, min: string, max: string): string {
  if (month < min) return min;
  return monthsBetween(max, month) > 0 ? max : month;
}

function firstSelectable(month: string, isDisabled: (date: string) => boolean): string {
  const days = monthWeeks(month)
    .flat()
    .filter((date): date is string => date !== null);
  return days.find((date) => !isDisabled(date)) ?? `${month}-01`;
}
