import { pathTo } from '@/shared/routing';

/**
 * The shop's sections beside the product categories, in the order the header, the mobile
 * menu and the home page's entry blocks show them (issue 26: nothing linked to them).
 */
export const siteSections = [
  { key: 'styling', label: '스타일링', to: pathTo('styling-list') },
  { key: 'exhibition', label: '기획전', to: pathTo('exhibition') },
  { key: 'showroom', label: '쇼룸', to: pathTo('showroom') },
  { key: 'event', label: '이벤트', to: pathTo('events-invitation') },
] as const;

export type SiteSectionKey = (typeof siteSections)[number]['key'];
