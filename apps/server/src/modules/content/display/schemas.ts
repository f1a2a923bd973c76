import { z } from 'zod';
import { answerOf } from '../../../core/errors';
import type { HeroSlide, HomeDisplay } from '@maru/domain';
import type { AboutBrand, AboutCompany, AboutPeople, CategoryShortcut, HeroSlideSeed, SamplePromotion, ShowroomInvitation } from '../editorial';

// Each schema is typed against the data module's interface, so tsc reports a field the
// data gains or loses before the answer serializer silently drops it.

const labelValue = z.object({ label: z.string(), value: z.string() });
const contentSection = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });

export const heroSlideStored: z.ZodType<HeroSlideSeed> = z.object({
  slideNo: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  ctaLabel: z.string(),
  ctaLink: z.string(),
  imageKey: z.enum(['hero-terrazzo', 'hero-carpet', 'hero-bath', 'hero-furniture']),
});

export const samplePromotionSchema: z.ZodType<SamplePromotion> = z.object({
  eyebrow: z.string(),
  title: z.string(),
  description: z.string(),
  points: z.array(z.string()),
  ctaLabel: z.string(),
  ctaLink: z.string(),
  secondaryLabel: z.string(),
  secondaryLink: z.string(),
});

export const showroomInvitationSchema: z.ZodType<ShowroomInvitation> = z.object({
  eyebrow: z.string(),
  title: z.string(),
  description: z.string(),
  details: z.array(labelValue),
  ctaLabel: z.string(),
  ctaLink: z.string(),
});

export const categoryShortcutSchema: z.ZodType<CategoryShortcut> = z.object({ label: z.string(), path: z.string() });

export const aboutBrandSchema: z.ZodType<AboutBrand> = z.object({
  title: z.string(),
  slogan: z.string(),
  lead: z.string(),
  sections: z.array(contentSection),
  principles: z.array(z.object({ title: z.string(), description: z.string() })),
  tileSelection: z.array(z.object({ step: z.number().int(), title: z.string(), description: z.string() })),
});

export const aboutCompanySchema: z.ZodType<AboutCompany> = z.object({
  title: z.string(),
  lead: z.string(),
  overview: z.array(labelValue),
  history: z.array(z.object({ year: z.number().int(), events: z.array(z.string()) })),
  showroom: z.object({
    name: z.string(),
    address: z.string(),
    hours: z.string(),
    closedDays: z.string(),
    reservation: z.string(),
    link: z.string(),
  }),
  directions: z.array(contentSection),
  customerCenter: z.array(labelValue),
});

export const aboutPeopleSchema: z.ZodType<AboutPeople> = z.object({
  title: z.string(),
  lead: z.string(),
  members: z.array(
    z.object({
      name: z.string(),
      role: z.string(),
      intro: z.string(),
      avatar: z.object({ initials: z.string(), background: z.string(), foreground: z.string() }),
    }),
  ),
  closing: contentSection,
});

const heroSlideAnswer: z.ZodType<HeroSlide> = z.object({
  slideNo: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  ctaLabel: z.string(),
  ctaLink: z.string(),
  image: z.object({ src: z.string(), srcSet: z.string(), width: z.number().int(), height: z.number().int() }),
});

const homeDisplay: z.ZodType<HomeDisplay> = z.object({
  heroSlides: z.array(heroSlideAnswer),
  samplePromotion: samplePromotionSchema,
  showroomInvitation: showroomInvitationSchema,
  categoryShortcuts: z.array(categoryShortcutSchema),
});

export const homeAnswer = answerOf(homeDisplay);

export const aboutPages = ['brand', 'company', 'people'] as const;
export const aboutParams = z.strictObject({ page: z.string() });

export const aboutAnswer = answerOf(
  z.discriminatedUnion('page', [
    z.object({ page: z.literal('brand'), content: aboutBrandSchema }),
    z.object({ page: z.literal('company'), content: aboutCompanySchema }),
    z.object({ page: z.literal('people'), content: aboutPeopleSchema }),
  ]),
);
