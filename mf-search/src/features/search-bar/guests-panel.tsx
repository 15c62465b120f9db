import styled from 'styled-components';
import { Button } from 'ui-kit';
import { ADULTS_MAX, ADULTS_MIN, CHILDREN_MAX, CHILDREN_MIN, FREE_CHILDREN } from 'shared-contracts';
import { IconButton } from './range-calendar.styles';
import { panelMessages } from './search-bar-panels.messages';

export interface GuestsPanelProps {
  id: string;
  adults: number;
  children: number;
  onChange: (adults: number, children: number) => void;
  onDone: () => void;
}

/** Adults 1–8 and children 0–8 (guest-core §5), each with − / + disabled at its bounds. */
export function GuestsPanel({ id, adults, children, onChange, onDone }: GuestsPanelProps) {
  const t = panelMessages.guests;
  return (
    <div id={id} role="dialog" aria-label={t.dialog} tabIndex={-1}>
      <Stepper
        id={`${id}-adults`}
        label={t.adults}
        who={t.adultsShort}
        value={adults}
        min={ADULTS_MIN}
        max={ADULTS_MAX}
        onChange={(value) => onChange(value, children)}
      />
      <Stepper
        id={`${id}-children`}
        label={t.children}
        hint={t.freeChildren(FREE_CHILDREN)}
        who={t.childrenShort}
        value={children}
        min={CHILDREN_MIN}
        max={CHILDREN_MAX}
        onChange={(value) => onChange(adults, value)}
      />
      <Done>
        <Button fullWidth onClick={onDone}>
          {t.done}
        </Button>
      </Done>
    </div>
  );
}

interface StepperProps {
  id: string;
  label: string;
  hint?: string;
  who: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

function Stepper({ id, label, hint, who, value, min, max, onChange }: StepperProps) {
  const t = panelMessages.guests;
  return (
    <Row role="group" aria-labelledby={`${id}-label`} aria-describedby={hint ? `${id}-hint` : undefined}>
      <div>
        <RowLabel id={`${id}-label`}>{label}</RowLabel>
        {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      </div>
      <Controls>
        <IconButton type="button" aria-label={t.decrease(who)} disabled={value <= min} onClick={() => onChange(value - 1)}>
          −
        </IconButton>
        <Count aria-live="polite">{t.count(value)}</Count>
        <IconButton type="button" aria-label={t.increase(who)} disabled={value >= max} onClick={() => onChange(value + 1)}>
          +
        </IconButton>
      </Controls>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const RowLabel = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Hint = styled.div`
  margin-top: ${({ theme }) => theme.spacing.xxs};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Count = styled.output`
  min-width: 3em;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const Done = styled.div`
  margin-top: ${({ theme }) => theme.spacing.md};
`;
