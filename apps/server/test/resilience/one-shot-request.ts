import http from 'node:http';

/** One request on a connection of its own, as the client saw it, byte by byte. */
export interface Exchange {
  startedAt: number;
  endedAt: number;
  /** Absent when no response head arrived. */
  status?: number;
  /** Response bytes received, head excluded. */
  bytes: number;
  /** The whole response arrived (its declared length, then a clean end). */
  complete: boolean;
  text: string;
  /** The connection's error code or message, if it failed. */
  failure?: string;
}

export interface OneShotOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Sends the head with `Expect: 100-continue` and holds the body back until this resolves,
   * calling `onContinue` once the server has read the head. The request is then certainly
   * in the server's hands, however long the body takes.
   */
  holdBody?: { onContinue: () => void; until: Promise<void> };
}

/**
 * Sends one request on a fresh connection (no keep-alive, so no request ever waits on a
 * socket the server is about to close) and reports how it ended, never rejecting.
 */
export function oneShotRequest(url: string, { method = 'GET', headers = {}, body, holdBody }: OneShotOptions = {}): Promise<Exchange> {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    let status: number | undefined;
    let complete = false;
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (failure?: string) => {
      if (settled) return;
      settled = true;
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ startedAt, endedAt: Date.now(), status, bytes: Buffer.byteLength(text), complete, text, failure });
    };
    const request = http.request(url, { method, headers: { ...headers, ...(holdBody ? { expect: '100-continue' } : {}) }, agent: false }, (response) => {
      status = response.statusCode;
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        complete = response.complete;
      });
      response.on('error', (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
      response.on('close', () => settle(complete ? undefined : 'response cut short'));
    });
    request.on('error', (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
    if (!holdBody) {
      request.end(body);
      return;
    }
    request.once('continue', () => {
      holdBody.onContinue();
      void holdBody.until.then(() => request.end(body));
    });
    // Sends the head now; without a body write Node would wait for the first one.
    request.flushHeaders();
  });
}
