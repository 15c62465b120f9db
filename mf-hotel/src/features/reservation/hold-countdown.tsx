import styled from 'styled-components';
import { reservationMessages } from './reservation.messages';
import { formatCountdown } from './stay-format';

/** Under this many seconds the countdown turns to the warning colour. */
export const COUNTDOWN_WARNING_SECONDS = 180;

/** The live 'mm:ss' until the hold lapses. */
export function HoldCountdown({ remaining }: { remaining: number }) {
  const t = reservationMessages.countdown;
  const urgent = remaining <= COUNTDOWN_WARNING_SECONDS;
  return (
    <Banner $urgent={urgent}>
      <Label id="hold-countdown-label">{t.label}</Label>
      <Time role="timer" aria-labelledby="hold-countdown-label">
        {formatCountdown(remaining)}
      </Time>
      <Hint>{t.hint}</Hint>
    </Banner>
  );
}

const Banner = styled.div<{ $urgent: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $urgent }) => ($urgent ? theme.colors.dangerSubtle : theme.colors.brandSubtle)};
  color: ${({ theme, $urgent }) => ($urgent ? theme.colors.danger : theme.colors.brand)};
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Time = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Hint = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
