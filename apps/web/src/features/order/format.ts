const pad = (n: number) => String(n).padStart(2, '0');

/** 04:59 for the sheet's remaining time. */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
