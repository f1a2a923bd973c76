import { ApiCode, TimeoutMs } from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { navigateFromApi } from './api-navigation';
import { createForbiddenRedirect } from './forbidden-redirect';
import { createHttpClient } from './http-client';

export { ApiError, isApiError, type ApiErrorCode, type ApiErrorResult, type ApiFailureKind } from './api-error';
export { setApiNavigator } from './api-navigation';
export type { ApiResponse } from './envelope';
export { createHttpClient, type HttpClient, type RequestOptions } from './http-client';
export { setServerFetch } from './server-fetch';
export { previewToken } from './preview-token';
export { previewViewer } from './preview-viewer';

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

// Answers are kept by TanStack Query alone (issue 24): each query says how long its data stays
// fresh. Spec 01 §7's "cached client" (GET answers reused for 90 s) is the queries of reference
// data (codes, categories, filters, delivery methods: 30 minutes) and settings (for the page's
// life), not a URL cache beneath them, which outlived the queries' own lifetimes.

/** The generic helper of spec 01 §7: 12 s time-out. */
export const api = /* @__PURE__ */ createHttpClient({ timeoutMs: TimeoutMs.generic, onForbidden });
/** The shopping helper of spec 01 §7: 9 s time-out. */
export const shopApi = /* @__PURE__ */ createHttpClient({ timeoutMs: TimeoutMs.shopping, onForbidden });

/**
 * Which outside providers run as this server's own sandboxes (GET /system/v1/providers),
 * parsed with the domain's contract; asked once a page load (the sandbox marks, verification,
 * payment and the postcode search all read this one query, picking their part with `select`).
 */
export const providersQuery = /* @__PURE__ */ queryOptions({
  queryKey: ['system', 'providers'] as const,
  queryFn: async () => readAnswer('providersView', (await api.get('/system/v1/providers')).data, '테스트 환경 여부를 읽지 못했습니다.'),
  staleTime: Infinity,
});
