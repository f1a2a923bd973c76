// Kept apart from the clients so the app shell can hand over its navigate function without
// pulling the HTTP clients into the first download.

let navigateTo: ((to: string) => void) | undefined;

/** The router is created after the clients, so main.tsx hands its navigate function in. */
export function setApiNavigator(navigate: (to: string) => void): void {
  navigateTo = navigate;
}

export function navigateFromApi(to: string): void {
  navigateTo?.(to);
}
