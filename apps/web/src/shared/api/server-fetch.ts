// On the server there is no page origin for '/api/…' to be relative to: server rendering
// hands the HTTP clients a fetch that answers API paths in-process (apps/server's renderer).
let serverFetch: typeof fetch | undefined;

export function setServerFetch(fetchApi: typeof fetch): void {
  serverFetch = fetchApi;
}

/** The fetch the HTTP clients use when none is passed: the server's in-process one, else the browser's. */
export const apiFetch: typeof fetch = (input, init) => (serverFetch ?? globalThis.fetch)(input, init);

