import { z } from 'zod';

// A short list of codes the server keeps and the console chooses from (the carriers, the 1:1
// inquiry categories): each code with its Korean name, in the order to show them.

/** One code of such a list. */
export const namedCode = z.object({ code: z.string(), name: z.string() });
export type NamedCode = z.infer<typeof namedCode>;

/** GET /api/admin/v1/orders/carriers, /api/admin/v1/inquiries/categories. */
export const codeListView = z.object({ list: z.array(namedCode) });
export type CodeListView = z.infer<typeof codeListView>;
