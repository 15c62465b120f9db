import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { consumeRateLimitReturnPath, RATE_LIMIT_HOLD_SECONDS } from 'shared-contracts';
import { PageFrame, EmptyState } from 'ui-kit';
import { shellMessages } from '../shell.messages';

/** Holds the user for 20 seconds after a 429, then returns to the remembered path (or /main). */
export function TooManyRequestsPage() {
  const navigate = useNavigate();
  const [remaining, setRemaining] = useState(RATE_LIMIT_HOLD_SECONDS);
  const returned = useRef(false);

  useEffect(() => {
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const left = RATE_LIMIT_HOLD_SECONDS - Math.floor((Date.now() - startedAt) / 1000);
      setRemaining(Math.max(left, 0));
    }, 250);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (remaining > 0 || returned.current) return;
    returned.current = true; // the remembered path is read once
    navigate(consumeRateLimitReturnPath('/main'), { replace: true });
  }, [remaining, navigate]);

  return (
    <PageFrame>
      <EmptyState
        headingLevel={1}
        title={shellMessages.tooManyTitle}
        description={
          <>
            <span>{shellMessages.tooManyDescription}</span>
            <br />
            <strong role="timer" aria-live="polite">
              {shellMessages.tooManyCountdown(remaining)}
            </strong>
          </>
        }
      />
    </PageFrame>
  );
}
