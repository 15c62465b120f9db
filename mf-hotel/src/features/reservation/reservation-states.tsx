import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, EmptyState } from 'ui-kit';
import { Actions } from './reservation.styles';
import { reservationMessages } from './reservation.messages';

/** How long the lapsed notice stays before the page goes back to the hotel. */
export const LAPSE_REDIRECT_MS = 3000;

/**
 * The hold lapsed: the guest is told so and taken back to the hotel's rooms for the same stay
 * (after a moment, or at once with the button).
 */
export function HoldLapsed({ hotelPath }: { hotelPath: string }) {
  const t = reservationMessages.countdown;
  const navigate = useNavigate();

  useEffect(() => {
    const id = setTimeout(() => navigate(hotelPath, { replace: true }), LAPSE_REDIRECT_MS);
    return () => clearTimeout(id);
  }, [hotelPath, navigate]);

  return (
    <div role="alert">
      <EmptyState
        headingLevel={1}
        title={t.lapsedTitle}
        description={t.lapsed}
        action={<Button onClick={() => navigate(hotelPath, { replace: true })}>{t.goNow}</Button>}
      />
    </div>
  );
}

interface EndStateProps {
  title: string;
  description: string;
  /** The hotel page for the stay, when known. */
  hotelPath: string | null;
  showHistory?: boolean;
}

/** A hold the page cannot continue with (missing, not found, cancelled, already paid). */
export function ReservationEndState({ title, description, hotelPath, showHistory = false }: EndStateProps) {
  const t = reservationMessages.page;
  return (
    <EmptyState
      headingLevel={1}
      title={title}
      description={description}
      action={
        <Actions>
          {showHistory ? (
            <Button as={Link} to="/mypage/history">
              {t.goHistory}
            </Button>
          ) : hotelPath ? (
            <Button as={Link} to={hotelPath}>
              {t.goHotel}
            </Button>
          ) : (
            <Button as={Link} to="/search">
              {t.goSearch}
            </Button>
          )}
          <Button as={Link} to="/main" variant="secondary">
            {t.goHome}
          </Button>
        </Actions>
      }
    />
  );
}
