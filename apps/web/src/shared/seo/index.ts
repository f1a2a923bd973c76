export type { PageMeta, PageMetaArgs, PageMetaFunction } from './page-meta';
export { breadcrumbList, type Crumb } from './breadcrumbs';
export { escapeJsonForScript, fullTitle, HOME_TITLE, renderHeadTags } from './head-tags';
export { SHOP_DESCRIPTION } from './shop-description';
