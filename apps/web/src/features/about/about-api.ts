import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api';

interface LabelValue {
  label: string;
  value: string;
}

interface ContentSection {
  heading: string;
  paragraphs: string[];
}

export interface AboutBrand {
  title: string;
  slogan: string;
  lead: string;
  sections: ContentSection[];
  principles: { title: string; description: string }[];
  tileSelection: { step: number; title: string; description: string }[];
}

export interface AboutCompany {
  title: string;
  lead: string;
  overview: LabelValue[];
  history: { year: number; events: string[] }[];
  showroom: { name: string; address: string; hours: string; closedDays: string; reservation: string; link: string };
  directions: ContentSection[];
  customerCenter: LabelValue[];
}

export interface AboutPeople {
  title: string;
  lead: string;
  members: { name: string; role: string; intro: string; avatar: { initials: string; background: string; foreground: string } }[];
  closing: ContentSection;
}

interface AboutContent {
  brand: AboutBrand;
  company: AboutCompany;
  people: AboutPeople;
}

export const aboutQuery = <Page extends keyof AboutContent>(page: Page) =>
  queryOptions({
    queryKey: ['about', page] as const,
    queryFn: async ({ signal }) =>
      ((await api.get<{ page: Page; content: AboutContent[Page] }>(`/display/v1/about/${page}`, { signal })).data?.content as AboutContent[Page]),
    staleTime: 30 * 60_000,
  });
