import type { ShopCall } from '@maru/testing';

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: { code: number | string; message: string; data?: T } & Record<string, unknown>;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Raw body text, for malformed-input tests. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Leave out the XSRF header (to prove it is checked). */
  noXsrf?: boolean;
}

/** A browser-like visitor: keeps cookies between calls and echoes the XSRF token. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** This visitor as the shared test factories (@maru/testing) call the shop. */
  readonly call: ShopCall = async (method, path, body) => (await this.request(method, path, { body })).body;

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  delete<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('DELETE', path, { ...options, body });
  }

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<ApiAnswer<T>> {
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (unsafe && !options.noXsrf && !this.cookies.has('XSRF-TOKEN')) await this.get('/api/health');
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (unsafe && !options.noXsrf) headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
    let payload: string | undefined = options.rawBody;
    if (payload === undefined && options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
    const response = await fetch(this.baseUrl + path, { method, headers, body: payload, redirect: 'manual' });
    this.storeCookies(response.headers.getSetCookie());
    const text = await response.text();
    let body: ApiAnswer<T>['body'];
    try {
      body = JSON.parse(text);
    } catch {
      body = { code: 'NOT_JSON', message: text };
    }
    return { status: response.status, headers: response.headers, body, text };
  }

  /** Keeps what an answer's Set-Cookie lines set, as a browser does (also for answers fetched around this client). */
  storeCookies(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
