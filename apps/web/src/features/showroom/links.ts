import { pathTo, paths } from '@/shared/routing';

/** The showroom's own addresses, built from the page table. */
export const showroomPaths = {
  list: paths.showroom,
  office: paths.showroomOffice,
  floor: paths.showroomFloor,
  booking: (office: string) => pathTo('showroom-booking', { office }),
  check: () => pathTo('showroom-booking-check'),
  directions: () => pathTo('route'),
};
