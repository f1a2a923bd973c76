import { z } from 'zod';

/**
 * GET /system/v1/providers: which outside providers run as this server's own sandboxes
 * (no keys configured), so the shop marks the test environment, opens the payment window
 * in time, and knows whether to try the postcode widget. Declared once here for the
 * server's response schema and the web client.
 */
export const providersView = z.object({
  kakao: z.object({ sandbox: z.boolean() }),
  naver: z.object({ sandbox: z.boolean() }),
  portone: z.object({ sandbox: z.boolean() }),
  /** sandbox: the postcode search never tries Daum's widget (MARU_POSTCODE=sandbox); auto: it tries, then falls back. */
  postcode: z.object({ mode: z.enum(['auto', 'sandbox']) }),
});
export type Providers = z.infer<typeof providersView>;
