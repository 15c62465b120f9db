import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import styled from 'styled-components';
import type { CaptchaConfig } from '../auth/auth.api';
import { authMessages } from '../auth/auth.messages';
import { mountBotCheck, type BotCheckWidget } from './bot-check-widgets';

export interface BotCheckHandle {
  /** Clears the solution; called after every login attempt (guest-core §2, §4). */
  reset(): void;
}

interface BotCheckProps {
  config: CaptchaConfig | undefined;
  onTokenChange: (token: string | null) => void;
  ref?: Ref<BotCheckHandle>;
}

type LoadState = 'loading' | 'ready' | 'failed';

/** The bot-check widget, loaded on demand once the server said which one it verifies. */
export function BotCheck({ config, onTokenChange, ref }: BotCheckProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<BotCheckWidget | null>(null);
  const onTokenRef = useRef(onTokenChange);
  onTokenRef.current = onTokenChange;
  const [state, setState] = useState<LoadState>('loading');

  useImperativeHandle(ref, () => ({ reset: () => widgetRef.current?.reset() }), []);

  const provider = config?.provider;
  const siteKey = config?.siteKey;
  useEffect(() => {
    const container = containerRef.current;
    if (!provider || !container) return undefined;
    let cancelled = false;
    setState('loading');
    mountBotCheck(container, { provider, siteKey }, (token) => onTokenRef.current(token)).then(
      (widget) => {
        if (cancelled) {
          widget.destroy();
          return;
        }
        widgetRef.current = widget;
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      widgetRef.current?.destroy();
      widgetRef.current = null;
    };
  }, [provider, siteKey]);

  return (
    <Wrapper role="group" aria-label={authMessages.login.botCheckLabel}>
      <div ref={containerRef} />
      {state === 'loading' ? <Note>{authMessages.login.botCheckLoading}</Note> : null}
      {state === 'failed' ? <Note role="alert">{authMessages.login.botCheckLoadFailed}</Note> : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  min-height: 72px;
  /* The widget's own width is fixed; let it shrink on narrow phones instead of overflowing. */
  & altcha-widget {
    max-width: 100%;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
