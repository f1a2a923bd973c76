// What the web app does in a browser, over fetch: keeps the cookies the server sets and
// echoes the XSRF token on every call that changes state (the signed double-submit check).

export interface Answer<T = unknown> {
  status: number;
  /** The parsed JSON answer: the shop's envelope {code, message, data}, or a sandbox's own shape. */
  body: { code?: number | string; message?: string; data?: T } & Record<string, unknown>;
}

export class BenchBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** The Cookie header a browser would send. */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The XSRF token as the page reads it from its cookie. */
  get xsrfToken(): string {
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
  }

  get<T>(path: string): Promise<Answer<T>> {
    return this.call<T>('GET', path);
  }

  post<T>(path: string, body?: object): Promise<Answer<T>> {
    return this.call<T>('POST', path, body);
  }

  async call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<Answer<T>> {
    const headers: Record<string, string> = { cookie: this.cookieHeader };
    if (method !== 'GET') headers['x-xsrf-token'] = this.xsrfToken;
    if (body) headers['content-type'] = 'application/json';
    const response = await fetch(this.baseUrl + path, { method, headers, body: body ? JSON.stringify(body) : undefined });
    for (const line of response.headers.getSetCookie()) this.keep(line);
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) as Answer<T>['body'] };
    } catch {
      return { status: response.status, body: { message: text.slice(0, 300) } };
    }
  }

  private keep(setCookie: string): void {
    const [pair = ''] = setCookie.split(';');
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals).trim();
    const value = pair.slice(equals + 1).trim();
    // A cleared cookie comes back empty and already expired.
    if (!value || /expires=thu, 01 jan 1970/i.test(setCookie)) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/**
 * A browser-like guest as the web app makes one: the XSRF pair from a first GET, then a
 * guest id (tma_id), which searches and the guest cart check.
 */
export async function openGuest(baseUrl: string): Promise<BenchBrowser> {
  const browser = new BenchBrowser(baseUrl);
  await browser.get('/api/health');
  const guest = await browser.post('/api/oauth/v1/guest/token');
  if (guest.status !== 200 || guest.body.code !== 0 || !browser.cookieHeader.includes('tma_id=')) {
    throw new Error(`no guest id: POST /api/oauth/v1/guest/token answered HTTP ${guest.status} ${JSON.stringify(guest.body).slice(0, 300)}`);
  }
  return browser;
}
