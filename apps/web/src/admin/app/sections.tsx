import type { StaffRight } from '@maru/domain';
import type { ConsoleSection } from '../ui/helpers/console-section';
import { dashboardSection } from '../features/dashboard';
import { ordersSection } from '../features/orders';
import { membersSection } from '../features/members';
import { productsSection } from '../features/products';
import { categoriesSection } from '../features/categories';
import { inquiriesSection } from '../features/inquiries';
import { reviewsSection } from '../features/reviews';
import { couponsSection } from '../features/coupons';
import { exhibitionsSection, stylingSection } from '../features/inspiration';
import { bannersSection, homeSection, boardSection, policiesSection } from '../features/content';
import { bookingsSection } from '../features/bookings';
import { businessSection } from '../features/business';
import { auditSection } from '../features/audit';
import { staffSection } from '../features/staff';

/**
 * The console's sections in navigation order: the route table and the navigation are both
 * made from this list. A section declares itself, its pages and its right in its own
 * index.ts (admin/ui/helpers/console-section.ts says how) and is added here, once. The server guards
 * the same section with `consoleSection({ feature, right })` (modules/staff): the right here
 * only decides what is shown, the server decides what is allowed.
 */
export const sections: readonly ConsoleSection[] = [
  dashboardSection,
  ordersSection,
  membersSection,
  productsSection,
  categoriesSection,
  inquiriesSection,
  reviewsSection,
  couponsSection,
  exhibitionsSection,
  stylingSection,
  bannersSection,
  homeSection,
  boardSection,
  policiesSection,
  bookingsSection,
  businessSection,
  auditSection,
  staffSection,
];

/** The sections a staff member holding `rights` sees, in navigation order. */
export const sectionsFor = (rights: readonly StaffRight[]): ConsoleSection[] => sections.filter((section) => rights.includes(section.right));
