import type { ReactNode } from 'react';
import { ToastProvider, useToast, type ToastApi } from 'ui-kit';

/**
 * The host's toasts when it provides a ToastProvider, else null. useToast reads the context before it
 * throws, so the hooks called per render stay the same.
 */
function useOptionalToast(): ToastApi | null {
  try {
    return useToast();
  } catch {
    return null;
  }
}

/** Makes toasts available to the page whether or not the host (shell, dev bootstrap) provides them. */
export function EnsureToasts({ children }: { children: ReactNode }) {
  const host = useOptionalToast();
  return host ? <>{children}</> : <ToastProvider>{children}</ToastProvider>;
}
