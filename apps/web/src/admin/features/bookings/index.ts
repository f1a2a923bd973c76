import { type ConsoleSection, pageOf } from '../../ui/helpers/console-section';

// The section of showroom bookings in the console's navigation and route table (admin/app/sections.tsx).
// Each page is its own chunk, loaded when first opened.
export const bookingsSection: ConsoleSection = {
  path: 'bookings',
  label: '쇼룸 예약',
  right: 'showroom',
  page: pageOf(() => import('./BookingsPage'), 'BookingsPage'),
};
