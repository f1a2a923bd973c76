import { z } from 'zod';
import type { CategoryShortcut, HeroSlide, HomeDisplay, LabelValue, SamplePromotion, ShowroomInvitation } from './types';

// The home page's display answer (GET /display/v1/home), declared once for the server's route
// and the web app. Each schema is typed against its interface in ./types, so a field one gains
// and the other lacks fails the typecheck.

const labelValueView: z.ZodType<LabelValue> = z.object({ label: z.string(), value: z.string() });

export const samplePromotionView: z.ZodType<SamplePromotion> = z.object({
  eyebrow: z.string(),
  title: z.string(),
  description: z.string(),
  points: z.array(z.string()),
  ctaLabel: z.string(),
  ctaLink: z.string(),
  secondaryLabel: z.string(),
  secondaryLink: z.string(),
});

export const showroomInvitationView: z.ZodType<ShowroomInvitation> = z.object({
  eyebrow: z.string(),
  title: z.string(),
  description: z.string(),
  details: z.array(labelValueView),
  ctaLabel: z.string(),
  ctaLink: z.string(),
});

export const categoryShortcutView: z.ZodType<CategoryShortcut> = z.object({ label: z.string(), path: z.string() });

const heroSlideView: z.ZodType<HeroSlide> = z.object({
  slideNo: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  ctaLabel: z.string(),
  ctaLink: z.string(),
  image: z.object({ src: z.string(), srcSet: z.string(), width: z.number().int(), height: z.number().int() }),
});

export const homeDisplayView: z.ZodType<HomeDisplay> = z.object({
  heroSlides: z.array(heroSlideView),
  samplePromotion: samplePromotionView,
  showroomInvitation: showroomInvitationView,
  categoryShortcuts: z.array(categoryShortcutView),
});
