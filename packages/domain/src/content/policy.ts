import { z } from 'zod';

// The legal texts' answers (spec 02 §3), declared once for the server's routes and the web app.

export const policyHeadingView = z.object({ anchor: z.string(), title: z.string() });

/** GET /policy/v1/{type}: a document group {group, list:[{id, title, content, version}]}; headings feed the table of contents. */
export const policyDocumentView = z.object({
  type: z.string(),
  /** The page title, e.g. 이용약관. */
  name: z.string(),
  group: z.string(),
  list: z.array(z.object({ id: z.string(), title: z.string(), content: z.string(), version: z.string() })),
  headings: z.array(policyHeadingView),
});

/** GET /policy/v1/list: every document with its version and effective date (YYYY-MM-DD). */
export const policyListView = z.object({
  list: z.array(z.object({ type: z.string(), name: z.string(), group: z.string(), id: z.string(), title: z.string(), version: z.string(), effectiveDate: z.string() })),
});

export type PolicyHeadingView = z.infer<typeof policyHeadingView>;
export type PolicyDocumentView = z.infer<typeof policyDocumentView>;
