import { z } from 'zod';
import { PREVIEW_KINDS, PREVIEW_VIEWERS } from './preview-token';

/** The console's preview request (preview-token.ts says what a preview is). */
export const previewItem = z.strictObject({ kind: z.enum(PREVIEW_KINDS), id: z.number().int().positive().max(2_147_483_647) });

export const previewRequest = z.strictObject({
  items: z.array(previewItem).min(1).max(20),
  viewAs: z.enum(PREVIEW_VIEWERS).default('GUEST'),
});

export const previewTokenView = z.object({ token: z.string(), expiresAt: z.iso.datetime() });

