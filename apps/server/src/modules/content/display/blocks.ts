import type { z } from 'zod';
import { aboutBrandSchema, aboutCompanySchema, aboutPeopleSchema } from './schemas';

/**
 * The editorial blocks stored in editorial_block, by key, with the shape each must have: the
 * company pages. (The home page's blocks became home sections in issue 27: home-sections.ts.)
 */
export const editorialBlocks = {
  'about.brand': aboutBrandSchema,
  'about.company': aboutCompanySchema,
  'about.people': aboutPeopleSchema,
} as const;

export type EditorialBlockKey = keyof typeof editorialBlocks;
export type EditorialBlock<K extends EditorialBlockKey> = z.infer<(typeof editorialBlocks)[K]>;
