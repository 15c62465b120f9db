import styled from 'styled-components';
import { visuallyHidden } from 'ui-kit';
import { reservationMessages } from './reservation.messages';
import { formatCountdown } from './stay-format';

/** Under this many seconds the countdown turns to the warning colour. */
export const COUNTDOWN_WARNING_SECONDS = 180;

/**
 * Screen readers are told during the minute before each of these marks (the timer itself is not read
 * out every second): '5분 남았습니다' from 5:00 to 4:01, '1분' from 1:00 to 0:01.
 */
const ANNOUNCE_AT_MINUTES = [1, 5] as const;

/** The live 'mm:ss' until the hold lapses. */
export function HoldCountdown({ remaining }: { remaining: number }) {
  const t = reservationMessages.countdown;
  const urgent = remaining <= COUNTDOWN_WARNING_SECONDS;
  const announced = ANNOUNCE_AT_MINUTES.find((minutes) => remaining > (minutes - 1) * 60 && remaining <= minutes * 60);
  return (
    <Banner $urgent={urgent}>
      <Label id="hold-countdown-label">{t.label}</Label>
      <Time role="timer" aria-labelledby="hold-countdown-label">
        {formatCountdown(remaining)}
      </Time>
      <Hint>{t.hint}</Hint>
      <Announcement role="status">{announced ? t.minutesLeft(announced) : ''}</Announcement>
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

const Announcement = styled.p`
  ${visuallyHidden}
`;
