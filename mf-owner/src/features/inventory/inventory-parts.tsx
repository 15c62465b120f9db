import styled from 'styled-components';
import type { InventoryDay } from 'shared-contracts/schemas/owner';
import { Badge, type BadgeTone } from 'ui-kit/back-office';
import { ISO_WEEKDAYS, WEEKDAY_LABELS } from '../../frame/owner-dates';
import { inventoryMessages as t } from './inventory.messages';

type Status = InventoryDay['status'];
const TONES: Record<Status, BadgeTone> = { OPEN: 'success', CLOSED: 'muted', SOLD_OUT: 'danger' };

export function StatusBadge({ status }: { status: Status }) {
  return <Badge $tone={TONES[status]}>{t.status[status]}</Badge>;
}

const Restrictions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

/** The night's stay restrictions as small badges (최소 2박, 체크인 불가, 체크아웃 불가); nothing when it has none. */
export function RestrictionBadges({ night }: { night: Pick<InventoryDay, 'minStay' | 'closedToArrival' | 'closedToDeparture'> }) {
  if (night.minStay <= 1 && !night.closedToArrival && !night.closedToDeparture) return null;
  return (
    <Restrictions>
      {night.minStay > 1 ? <Badge $tone="brand">{t.minStayBadge(night.minStay)}</Badge> : null}
      {night.closedToArrival ? <Badge $tone="warning">{t.closedToArrival}</Badge> : null}
      {night.closedToDeparture ? <Badge $tone="warning">{t.closedToDeparture}</Badge> : null}
    </Restrictions>
  );
}

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Chip = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** Weekday chips Mon–Sun (1 = Monday … 7 = Sunday), each a toggle button. */
export function WeekdayChips({
  value,
  onChange,
  legend = t.weekdays,
}: {
  value: readonly number[];
  onChange: (next: number[]) => void;
  legend?: string;
}) {
  const toggle = (day: number) => onChange(value.includes(day) ? value.filter((d) => d !== day) : [...value, day].sort((a, b) => a - b));
  return (
    <Group>
      <legend>{legend}</legend>
      <Chips>
        {ISO_WEEKDAYS.map((day) => (
          <Chip key={day} type="button" aria-pressed={value.includes(day)} onClick={() => toggle(day)}>
            {WEEKDAY_LABELS[day - 1]}
          </Chip>
        ))}
      </Chips>
    </Group>
  );
}

/** A number input's text as the API wants it: '' → null, else a whole number ≥ 0 (NaN for anything else). */
export function wholeNumber(text: string): number | null {
  const trimmed = text.replace(/,/g, '').trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
