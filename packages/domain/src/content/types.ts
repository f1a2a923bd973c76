// The shapes of the editorial answers (GET /display/v1/home, /display/v1/about/{page}),
// written once for the server that seeds and serves them and the web app that shows them.

export interface LabelValue {
  label: string;
  value: string;
}

export interface ContentSection {
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
  showroom: {
    name: string;
    address: string;
    hours: string;
    closedDays: string;
    reservation: string;
    link: string;
  };
  directions: ContentSection[];
  customerCenter: LabelValue[];
}

export interface PersonAvatar {
  /** Text drawn inside the avatar circle (the given name); no photos are used. */
  initials: string;
  background: string;
  foreground: string;
}

export interface TeamMember {
  name: string;
  role: string;
  intro: string;
  avatar: PersonAvatar;
}

export interface AboutPeople {
  title: string;
  lead: string;
  members: TeamMember[];
  closing: ContentSection;
}

/** The company pages by their path segment. */
export interface AboutContent {
  brand: AboutBrand;
  company: AboutCompany;
  people: AboutPeople;
}

/** A hero slide's words and link; the answer adds its picture, the seed names it. */
export interface HeroSlideText {
  slideNo: number;
  title: string;
  subtitle: string;
  ctaLabel: string;
  ctaLink: string;
}

export interface HeroSlide extends HeroSlideText {
  image: { src: string; srcSet: string; width: number; height: number };
}

export interface SamplePromotion {
  eyebrow: string;
  title: string;
  description: string;
  points: string[];
  ctaLabel: string;
  ctaLink: string;
  secondaryLabel: string;
  secondaryLink: string;
}

export interface ShowroomInvitation {
  eyebrow: string;
  title: string;
  description: string;
  details: LabelValue[];
  ctaLabel: string;
  ctaLink: string;
}

export interface CategoryShortcut {
  label: string;
  path: string;
}
