/**
 * The server's one source of "now" for decisions that depend on the date: opening hours,
 * deadlines, validity periods, what counts as past. Handlers read `app.clock.now()` and pass
 * the instant down, so every rule below takes `now` as a parameter and a test can run the
 * whole server on any day (a Sunday, a holiday, 29 February) without touching the machine's
 * clock. Durations measured for their own sake (caches, request limits, signed tokens, a
 * provider's request signature) keep reading the real clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that starts at `start` and then runs at the machine's pace, so instants taken
 * one after the other stay in order (tests of "a minute later" move it with `advance`).
 */
export function clockFrom(start: Date): Clock & { set(at: Date): void; advance(ms: number): void } {
  let offsetMs = start.getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offsetMs),
    set(at: Date) {
      offsetMs = at.getTime() - Date.now();
    },
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}
