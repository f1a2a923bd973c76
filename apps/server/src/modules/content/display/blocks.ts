import { z } from 'zod';
import { aboutBrandSchema, aboutCompanySchema, aboutPeopleSchema, categoryShortcutSchema, heroSlideStored, samplePromotionSchema, showroomInvitationSchema } from './schemas';

/** The editorial blocks stored in editorial_block, by key, with the shape each must have. */
export const editorialBlocks = {
  'home.heroSlides': z.array(heroSlideStored),
  'home.samplePromotion': samplePromotionSchema,
  'home.showroomInvitation': showroomInvitationSchema,
  'home.categoryShortcuts': z.array(categoryShortcutSchema),
  'about.brand': aboutBrandSchema,
  'about.company': aboutCompanySchema,
  'about.people': aboutPeopleSchema,
} as const;

export type EditorialBlockKey = keyof typeof editorialBlocks;
export type EditorialBlock<K extends EditorialBlockKey> = z.infer<(typeof editorialBlocks)[K]>;
