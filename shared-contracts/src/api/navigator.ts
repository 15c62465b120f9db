export interface NavigateOptions {
  replace?: boolean;
}

export type NavigateFn = (to: string, options?: NavigateOptions) => void;

// Module state is safe here because shared-contracts is a Module Federation singleton:
// the shell and every remote see the same navigator.
let registered: NavigateFn | null = null;

/** The shell registers react-router's navigate so request-driven redirects stay inside the SPA. */
export function setNavigator(navigate: NavigateFn | null): void {
  registered = navigate;
}

/** Navigates through the registered router, or with a full page load before one is registered. */
export function navigateTo(to: string, options?: NavigateOptions): void {
  if (registered) {
    registered(to, options);
    return;
  }
  if (typeof window === 'undefined') return;
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}
