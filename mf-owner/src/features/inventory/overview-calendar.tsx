import styled, { css } from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { OverviewDay, OwnerRoomType } from 'shared-contracts/schemas/owner';
import { Button, formatWon, visuallyHidden } from 'ui-kit';
import { ErrorState, LoadingState } from 'ui-kit/back-office';
import { addDays, dayLabel, mondayOf, shortDay, WEEKDAY_LABELS } from '../../frame/owner-dates';
import type { DayEditorTarget } from './day-editor-dialog';
import { abbreviation, OVERVIEW_DAYS, overviewWeeks } from './inventory-calendar';
import { useOwnerInventoryOverviewQuery } from './inventory.api';
import { inventoryMessages as t } from './inventory.messages';
import { RestrictionBadges, StatusBadge } from './inventory-parts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-variant-numeric: tabular-nums;
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

/**
 * Mobile first (issue 24 item 7): on a phone each day is a full-width card (its room types side by side), two days a
 * row from 576 px, the seven-day week from 1024 px — never seven columns squeezed to one character each.
 */
const Week = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
`;

const Day = styled.li<{ $past: boolean; $today: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  ${({ $past, theme }) =>
    $past &&
    css`
      background: ${theme.colors.surface};
      color: ${theme.colors.textMuted};
    `}
  ${({ $today, theme }) =>
    $today &&
    css`
      border-color: ${theme.colors.brand};
      box-shadow: inset 0 0 0 1px ${theme.colors.brand};
    `}
`;

const DayHead = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.spacing.xxs}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const TypeList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const cell = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 ${({ theme }) => theme.spacing.xs};
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.xs}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: left;
  font-variant-numeric: tabular-nums;

  .code {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .price {
    text-align: right;
  }
  .line {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.xxs};
  }
`;

const TypeButton = styled.button`
  ${cell}
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSubtle};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const TypeStatic = styled.div`
  ${cell}
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Props {
  hotelId: number;
  types: readonly OwnerRoomType[];
  /** The Monday the two weeks start on. */
  monday: string;
  today: string;
  onPage: (monday: string) => void;
  onEdit: (target: DayEditorTarget) => void;
}

/**
 * Overview mode (§2): 14 days in two rows of 7 from a Monday, each day listing the hotel's room types (STD, DLX, STE,
 * PRM) with price, remaining/total, status and restrictions. A type on a day from today on opens the day editor; past
 * days are dimmed and read only: what sold, at what price.
 */
export function OverviewCalendar({ hotelId, types, monday, today, onPage, onEdit }: Props) {
  const to = addDays(monday, OVERVIEW_DAYS - 1);
  const { data, isLoading, isError, error, refetch, isFetching } = useOwnerInventoryOverviewQuery({ hotelId, from: monday, to });
  const byDate = new Map<string, OverviewDay>((data ?? []).map((day) => [day.date, day]));
  const thisMonday = mondayOf(today);

  const body = () => {
    if (isLoading) return <LoadingState label={t.overviewLoading} rows={6} />;
    if (isError || !data)
      return <ErrorState title={t.overviewFailed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
    return overviewWeeks(monday).map((week, index) => (
      <Week key={week[0]} aria-label={t.weekLabel(index)} aria-busy={isFetching || undefined}>
        {week.map((date) => {
          const past = date < today;
          const items = byDate.get(date)?.items ?? [];
          return (
            <Day key={date} $past={past} $today={date === today}>
              <DayHead>
                <span>
                  <Hidden>{dayLabel(date)}</Hidden>
                  <span aria-hidden="true">{shortDay(date)}</span>
                </span>
                <span aria-hidden="true">{date === today ? t.today : WEEKDAY_LABELS[week.indexOf(date)]}</span>
              </DayHead>
              <TypeList>
                {types.map((type) => {
                  const item = items.find((i) => i.roomTypeId === type.id);
                  const content = (
                    <>
                      <Hidden>{dayLabel(date)} </Hidden>
                      <span className="code">{abbreviation(type)}</span>
                      {item ? (
                        <span className="price">{formatWon(item.price)}</span>
                      ) : (
                        <Muted className="price">{past ? t.noRecord : t.noData}</Muted>
                      )}
                      {item && past ? (
                        // A past night is what sold, at what price (read only).
                        <span className="line">{t.sold(item.allotment - item.remaining, item.allotment)}</span>
                      ) : null}
                      {item && !past ? (
                        <span className="line">
                          <span>
                            <Hidden>남은 객실 </Hidden>
                            {t.remaining(item.remaining, item.allotment)}
                          </span>
                          <StatusBadge status={item.status} />
                        </span>
                      ) : null}
                      {item && !past ? (
                        <span className="line">
                          <RestrictionBadges night={item} />
                        </span>
                      ) : null}
                    </>
                  );
                  const current = item
                    ? {
                        price: item.price,
                        allotment: item.allotment,
                        remaining: item.remaining,
                        booked: Math.max(item.allotment - item.remaining, 0),
                        status: item.status,
                        minStay: item.minStay,
                        closedToArrival: item.closedToArrival,
                        closedToDeparture: item.closedToDeparture,
                      }
                    : null;
                  return (
                    <li key={type.id}>
                      {past ? (
                        <TypeStatic>
                          {content}
                          <Hidden>{t.pastReadOnly}</Hidden>
                        </TypeStatic>
                      ) : (
                        <TypeButton type="button" onClick={() => onEdit({ roomType: type, date, current })}>
                          {content}
                        </TypeButton>
                      )}
                    </li>
                  );
                })}
              </TypeList>
            </Day>
          );
        })}
      </Week>
    ));
  };

  return (
    <section aria-labelledby={`overview-${hotelId}`}>
      <Bar>
        <h2 id={`overview-${hotelId}`}>{t.overviewLabel(monday, to)}</h2>
        <div>
          <Button size="sm" variant="secondary" onClick={() => onPage(addDays(monday, -OVERVIEW_DAYS))}>
            {t.previousWeeks}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onPage(thisMonday)} disabled={monday === thisMonday}>
            {t.thisWeek}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onPage(addDays(monday, OVERVIEW_DAYS))}>
            {t.nextWeeks}
          </Button>
        </div>
      </Bar>
      {types.length === 0 ? <Muted>{t.noRoomTypes}</Muted> : body()}
    </section>
  );
}
