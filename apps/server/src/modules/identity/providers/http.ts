import type { z } from 'zod';

/** A provider refused, failed or answered something unexpected. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

const PROVIDER_TIMEOUT_MS = 8_000;

/** Calls a provider and checks its answer against `schema`: provider answers are untrusted input. */
export async function providerCall<T extends z.ZodType>(url: string, init: RequestInit, schema: T): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    throw new ProviderError(`provider unreachable: ${(error as Error).message}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ProviderError(`provider answered ${response.status} without JSON`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ProviderError(`provider answered ${response.status} with an unexpected body`);
  return parsed.data;
}

export function form(values: Record<string, string | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, value);
  return params;
}
