import { homeDisplayView } from '@maru/domain';
import { z } from 'zod';
import { answerOf } from '../../../core/http/errors';
import type { AboutBrand, AboutCompany, AboutPeople } from '../editorial';

// Each schema is typed against the data module's interface, so tsc reports a field the
// data gains or loses before the answer serializer silently drops it.

const labelValue = z.object({ label: z.string(), value: z.string() });
const contentSection = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });

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

export const homeAnswer = answerOf(homeDisplayView);


export const aboutPages = ['brand', 'company', 'people'] as const;
export const aboutParams = z.strictObject({ page: z.string() });

export const aboutAnswer = answerOf(
  z.discriminatedUnion('page', [
    z.object({ page: z.literal('brand'), content: aboutBrandSchema }),
    z.object({ page: z.literal('company'), content: aboutCompanySchema }),
    z.object({ page: z.literal('people'), content: aboutPeopleSchema }),
  ]),
);
