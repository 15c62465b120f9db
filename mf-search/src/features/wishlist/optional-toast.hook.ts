import { useToast, type ToastApi } from 'ui-kit';

/**
 * The host's toasts when it provides a ToastProvider, else null so the caller can show the message
 * itself. useToast reads the context before it throws, so the hooks called per render stay the same.
 */
export function useOptionalToast(): ToastApi | null {
  try {
    return useToast();
  } catch {
    return null;
  }
}
