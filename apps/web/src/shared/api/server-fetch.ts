// On the server there is no page origin for '/api/…' to be relative to: server rendering
// hands the HTTP clients a fetch that answers API paths in-process (apps/server's renderer).
let serverFetch: typeof fetch | undefined;

export function setServerFetch(fetchApi: typeof fetch | undefined): void {
  serverFetch = fetchApi;
}

/** The fetch the HTTP clients use when none is passed: the server's in-process one, else the browser's. */
export const apiFetch: typeof fetch = (input, init) => (serverFetch ?? globalThis.fetch)(input, init);

/**
 * Whether this is the server rendering pages. The cached client's 90-second answer cache is
 * the browser's alone: on the server it would be shared by every shopper's render and would
 * outlive the page cache, which is dropped as soon as the data changes.
 */
export const renderingOnServer = (): boolean => serverFetch !== undefined;
