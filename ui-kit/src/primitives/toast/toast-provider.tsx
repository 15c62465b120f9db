import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { uiKitMessages } from '../../messages/ui-kit.messages';
import { Dismiss, Item, Viewport, type ToastTone } from './toast.styles';

export type { ToastTone };

export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds before it disappears; 0 keeps it until dismissed. Errors stay longer by default. */
  durationMs?: number;
}

export interface ToastApi {
  show(message: string, options?: ToastOptions): number;
  info(message: string): number;
  success(message: string): number;
  error(message: string): number;
  dismiss(id: number): void;
}

interface ToastEntry {
  id: number;
  message: string;
  tone: ToastTone;
}

const DEFAULT_DURATION_MS: Record<ToastTone, number> = { info: 3000, success: 3000, error: 5000 };
const MAX_VISIBLE = 4;

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children?: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      const tone = options.tone ?? 'info';
      const id = nextId.current++;
      // Older toasts give way so a burst of failures cannot cover the page.
      setToasts((current) => [...current, { id, message, tone }].slice(-MAX_VISIBLE));
      const duration = options.durationMs ?? DEFAULT_DURATION_MS[tone];
      if (duration > 0)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), duration),
        );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      info: (message) => show(message, { tone: 'info' }),
      success: (message) => show(message, { tone: 'success' }),
      error: (message) => show(message, { tone: 'error' }),
    }),
    [show, dismiss],
  );

  const polite = toasts.filter((toast) => toast.tone !== 'error');
  const urgent = toasts.filter((toast) => toast.tone === 'error');
  const render = (toast: ToastEntry) => (
    <Item key={toast.id} $tone={toast.tone}>
      <span>{toast.message}</span>
      <Dismiss type="button" aria-label={uiKitMessages.close} onClick={() => dismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </Dismiss>
    </Item>
  );

  // Two live regions that always exist: screen readers announce only changes inside regions that
  // were already in the page, and errors deserve the assertive one.
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Viewport>
        <div role="status" aria-live="polite">
          {polite.map(render)}
        </div>
        <div role="alert" aria-live="assertive">
          {urgent.map(render)}
        </div>
      </Viewport>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider> (the shell and each dev bootstrap provide one).');
  return api;
}
