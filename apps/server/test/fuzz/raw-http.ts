import http from 'node:http';

/** A request exactly as it goes on the wire: fetch would normalise the URL and refuse odd headers. */
export interface WireRequest {
  method: string;
  /** Path and query, already percent-encoded where the fuzzer wants it. */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Loopback address to send from: the server keeps request limits per client address. */
  from?: string;
}

export interface WireAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Milliseconds from sending to the last byte. */
  took: number;
}

export interface SendOptions {
  timeoutMs?: number;
}

const agents = new Map<string, http.Agent>();
function agentFor(localAddress = ''): http.Agent {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 16, ...(localAddress ? { localAddress } : {}) });
    agents.set(localAddress, agent);
  }
  return agent;
}

export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/**
 * Sends once; when a kept-alive connection turns out to have been closed by the server
 * after an earlier answer, sends again on a new one, as HTTP clients do: that reset
 * belongs to the earlier request, not to this one.
 */
export async function send(baseUrl: string, request: WireRequest, options: SendOptions = {}): Promise<WireAnswer> {
  try {
    return await sendOnce(baseUrl, request, options);
  } catch (error) {
    if (!(error instanceof StaleConnection)) throw error;
    return sendOnce(baseUrl, request, options);
  }
}

class StaleConnection extends Error {}

function sendOnce(baseUrl: string, request: WireRequest, options: SendOptions): Promise<WireAnswer> {
  const url = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.target,
        headers: request.body ? { ...request.headers, 'content-length': String(request.body.length) } : request.headers,
        agent: agentFor(request.from),
        timeout: options.timeoutMs ?? 15_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text: Buffer.concat(chunks).toString('utf8'), took: performance.now() - started }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${options.timeoutMs ?? 15_000} ms`)));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      const reset = error.code === 'ECONNRESET' || error.message === 'socket hang up';
      reject(reset && outgoing.reusedSocket ? new StaleConnection(error.message) : error);
    });
    outgoing.end(request.body);
  });
}

/** The Set-Cookie lines of an answer as name → value ('' for a cleared cookie). */
export function setCookiesOf(answer: WireAnswer): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of answer.headers['set-cookie'] ?? []) {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    const cleared = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
    cookies.set(pair.slice(0, eq).trim(), cleared ? '' : pair.slice(eq + 1).trim());
  }
  return cookies;
}

/** Bash ANSI-C quoting, byte for byte, so the replay sends what the fuzzer sent. */
export function shellQuote(bytes: Buffer | string): string {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  let quoted = '';
  for (const byte of buffer) {
    if (byte === 0x27 || byte === 0x5c) quoted += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 0x20 && byte < 0x7f) quoted += String.fromCharCode(byte);
    else quoted += `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return `$'${quoted}'`;
}

/**
 * A curl command that replays the request. curl's own Accept, User-Agent and default
 * form Content-Type are switched off, and it neither globs nor squashes the path.
 */
export function curlOf(baseUrl: string, request: WireRequest): string {
  const parts = ['curl -sS -i --globoff --path-as-is', ...(request.from ? [`--interface ${request.from}`] : []), `-X ${request.method}`, shellQuote(baseUrl + request.target), "-H 'Accept:' -H 'User-Agent:'"];
  for (const [name, value] of Object.entries(request.headers)) parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (request.body) {
    if (!Object.keys(request.headers).some((name) => name.toLowerCase() === 'content-type')) parts.push("-H 'Content-Type:'");
    // Bash strings cannot hold a NUL byte; printf can write one.
    parts.push(request.body.includes(0) ? `--data-binary @<(printf ${printfFormat(request.body)})` : `--data-binary ${shellQuote(request.body)}`);
  }
  return parts.join(' ');
}

function printfFormat(bytes: Buffer): string {
  let format = '';
  for (const byte of bytes) {
    if (byte === 0x25) format += '%%';
    else if (byte === 0x27 || byte === 0x5c) format += `\\x${byte.toString(16)}`;
    else if (byte >= 0x20 && byte < 0x7f) format += String.fromCharCode(byte);
    else format += `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return `'${format}'`;
}
