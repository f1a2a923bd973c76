import { ApiCode, CacheMaxAgeMs, type Providers, TimeoutMs } from '@maru/domain';
import { ApiError } from './api-error';
import { navigateFromApi } from './api-navigation';
import { createForbiddenRedirect } from './forbidden-redirect';
import { createHttpClient } from './http-client';

export { ApiError, isApiError, type ApiErrorCode, type ApiErrorResult, type ApiFailureKind } from './api-error';
export { setApiNavigator } from './api-navigation';
export type { ApiResponse } from './envelope';
export { createHttpClient, type HttpClient, type RequestOptions } from './http-client';
export { setServerFetch } from './server-fetch';

/**
 * The domain's answer schemas (and zod with them), loaded when the browser first parses an
 * answer it fetched itself. A server-rendered page starts from answers the server already
 * validated, so its start-up carries no schema (issue 23: zod was a fifth of every page's
 * start-up JavaScript).
 */
export const answerSchemas = () => import('./answer-schemas');

type AnswerSchemas = Awaited<ReturnType<typeof answerSchemas>>;
/** The name of a schema in ./answer-schemas. */
export type AnswerName = keyof AnswerSchemas;
type Answer<Name extends AnswerName> = ReturnType<AnswerSchemas[Name]['parse']>;

/**
 * Parses an answer's data with the named domain schema, loading the schemas on first use.
 * An answer that does not fit throws zod's error, or, given `unreadable`, an ApiError (101)
 * with that Korean sentence for the screen to show.
 */
export async function readAnswer<Name extends AnswerName>(name: Name, data: unknown, unreadable?: string): Promise<Answer<Name>> {
  const schema = (await answerSchemas())[name] as unknown as { parse(value: unknown): Answer<Name>; safeParse(value: unknown): { success: boolean; data?: Answer<Name> } };
  if (unreadable === undefined) return schema.parse(data);
  const result = schema.safeParse(data);
  if (!result.success) throw new ApiError('code', ApiCode.NO_DATA, unreadable, 200);
  return result.data as Answer<Name>;
}

/** What a screen says when an answer does not fit its contract. */
export const UNREADABLE_ANSWER = '정보를 읽지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** A feature's reader: readAnswer with the sentence its screens show for an answer that does not fit. */
export const answerReader =
  (unreadable: string = UNREADABLE_ANSWER) =>
  <Name extends AnswerName>(name: Name, data: unknown): Promise<Answer<Name>> =>
    readAnswer(name, data, unreadable);

// The clients are marked pure so a bundle that only needs ApiError leaves them out.
// The token check must not itself trigger the 403 rule, so it uses a client without it.
const tokenCheckClient = /* @__PURE__ */ createHttpClient({ timeoutMs: TimeoutMs.generic });

const onForbidden = /* @__PURE__ */ createForbiddenRedirect({
  checkToken: () => tokenCheckClient.post('/oauth/v1/token/check'),
  navigate: navigateFromApi,
  currentLocation: () => ({ pathname: window.location.pathname, search: window.location.search }),
});

/** Uncached client, 12 s time-out. */
export const api = /* @__PURE__ */ createHttpClient({ timeoutMs: TimeoutMs.generic, onForbidden });
/** The shopping helper of spec 01 §7: 9 s time-out. */
export const shopApi = /* @__PURE__ */ createHttpClient({ timeoutMs: TimeoutMs.shopping, onForbidden });
/** GET answers are reused for 90 s, keyed by URL. */
export const cachedApi = /* @__PURE__ */ createHttpClient({
  timeoutMs: TimeoutMs.generic,
  cacheTtlMs: CacheMaxAgeMs.cachedGetClient,
  onForbidden,
});

/**
 * Which outside providers run as this server's own sandboxes (GET /system/v1/providers),
 * parsed with the domain's contract; cached like every GET of cachedApi.
 */
export async function fetchProviders(): Promise<Providers> {
  return readAnswer('providersView', (await cachedApi.get('/system/v1/providers')).data, '테스트 환경 여부를 읽지 못했습니다.');
}
