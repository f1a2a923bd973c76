/** A failed chunk load reloads the page at most once within this window. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
