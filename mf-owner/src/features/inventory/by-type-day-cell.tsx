import styled, { css } from 'styled-components';
import type { InventoryDay, OwnerRoomType } from 'shared-contracts/schemas/owner';
import { formatWon, visuallyHidden } from 'ui-kit';
import { dayLabel, shortDay } from '../../frame/owner-dates';
import type { DayEditorTarget } from './day-editor-dialog';
import { inventoryMessages as t } from './inventory.messages';
import { RestrictionBadges, StatusBadge } from './inventory-parts';

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

interface Props {
  date: string;
  past: boolean;
  /** The day's inventory, undefined when the room type has none that day. */
  day: InventoryDay | undefined;
  /** Highlighted: the bulk-apply panel will change this day. */
  matching: boolean;
  roomType: OwnerRoomType;
  onEdit: (target: DayEditorTarget) => void;
}

/**
 * One day of the by-type grid (by-type-calendar.tsx): price, remaining/total, status, sellable or not and its
 * restrictions, or 'no data'. A past day is read only (what sold, at what price); any other opens the day editor.
 */
export function ByTypeDayCell({ date, past, day, matching, roomType, onEdit }: Props) {
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
      {matching ? <Hidden>{t.matchingMark}</Hidden> : null}
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
  return past ? (
    <CellStatic $past>
      {content}
      <Hidden>{t.pastReadOnly}</Hidden>
    </CellStatic>
  ) : (
    <CellButton type="button" $matching={matching} data-matching={matching || undefined} onClick={() => onEdit({ roomType, date, current })}>
      {content}
    </CellButton>
  );
}
