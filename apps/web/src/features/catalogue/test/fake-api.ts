import { vi } from 'vitest';

type Answer = unknown | ((url: URL, body: unknown) => unknown);

/** Stubs fetch with envelope answers per API path ('/api' left off), recording every call. */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: { path: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const path = url.pathname.replace(/^\/api/, '');
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ path, url, body });
      const answer = answers[path];
      if (answer === undefined) return new Response(JSON.stringify({ code: 101, message: 'no data' }), { status: 404 });
      const data = typeof answer === 'function' ? (answer as (url: URL, body: unknown) => unknown)(url, body) : answer;
      return new Response(JSON.stringify({ code: 0, message: 'SUCCESS', data }), { status: 200 });
    }),
  );
  return calls;
}
