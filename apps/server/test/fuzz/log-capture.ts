/** A pino log line as the server writes it. */
export interface LogEntry {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { type?: string; message?: string; stack?: string };
}

export const WARN = 40;

/**
 * Warnings that are the right reaction to a fuzzed request: the sandboxed identity and
 * social providers refusing made-up certifications and codes. Everything else at warn or
 * above is a finding.
 */
const expectedWarnings = new Set(['identity provider refused the certification', 'social sign-in provider failed']);

export function isExpected(entry: LogEntry): boolean {
  return entry.level === WARN && expectedWarnings.has(entry.msg ?? '');
}

/** Receives the server's log stream and files warnings and errors by request id. */
export class LogCapture {
  private readonly byRequest = new Map<string, LogEntry[]>();
  private readonly other: LogEntry[] = [];

  write(line: string): void {
    let entry: LogEntry;
    try {
      entry = JSON.parse(line) as LogEntry;
    } catch {
      this.other.push({ level: 60, msg: `unparsable log line: ${line.slice(0, 200)}` });
      return;
    }
    if (entry.level < WARN) return;
    if (entry.reqId) this.byRequest.set(entry.reqId, [...(this.byRequest.get(entry.reqId) ?? []), entry]);
    else this.other.push(entry);
  }

  /** The entries a request left, removed from the capture. */
  take(requestId: string): LogEntry[] {
    const entries = this.byRequest.get(requestId) ?? [];
    this.byRequest.delete(requestId);
    return entries;
  }

  /** Entries tied to no request (work done after an answer, such as batched search logs), and any never taken. */
  leftovers(): LogEntry[] {
    return [...this.other, ...[...this.byRequest.values()].flat()];
  }
}

export function describeEntry(entry: LogEntry): string {
  const error = entry.err ? ` — ${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''}` : '';
  return `log level ${entry.level} "${entry.msg ?? ''}"${error}`;
}
