/** A document navigation (not the router's): leaving the owner area drops its code and state from memory. */
export function navigateDocument(to: string): void {
  window.location.assign(to);
}
