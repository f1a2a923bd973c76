import { z } from 'zod';

// What exhibition_block.content holds for each kind, as an editor stores it. Read through
// these schemas, so a block a tool wrote wrongly is skipped rather than breaking the page.

const imageKey = z.string().regex(/^[a-z0-9-]{1,60}$/);
const id = z.number().int().positive();

export const blockContent = {
  /** A seeded picture (imageKey) or an upload of the console (imageId, exhibition_image). */
  IMAGE: z
    .object({ imageKey: imageKey.optional(), imageId: id.optional(), alt: z.string().max(300), linkUrl: z.string().max(500).nullable().default(null) })
    .refine((content) => (content.imageKey === undefined) !== (content.imageId === undefined)),
  EDITOR: z.object({ html: z.string().max(50_000) }),
  PRODUCT: z.object({ title: z.string().min(1).max(100), productNos: z.array(z.number().int().positive()).max(60) }),
  /** couponIds: the console's picks among the event's coupons; absent: all of them (the seed's). */
  COUPON: z.object({ title: z.string().min(1).max(100), eventCode: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), couponIds: z.array(id).max(10).optional() }),
} as const;

export type BlockContent = { [Kind in keyof typeof blockContent]: { kind: Kind; content: z.input<(typeof blockContent)[Kind]> } }[keyof typeof blockContent];
