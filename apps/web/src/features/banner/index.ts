export { BANNER_CLOSE_EVENT, type BannerCloseDetail } from './banner-storage';
export { topBannersQuery } from './banner-query';
