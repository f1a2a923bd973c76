import { adminBookingListView, adminBookingRow, type AdminBookingQuery } from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../api/console-api';

// The console's showroom bookings (/api/admin/v1/bookings), parsed with the domain's contract.

export const bookingsKey = ['console', 'bookings'] as const;

export const bookingsQuery = (filters: AdminBookingQuery) =>
  queryOptions({
    queryKey: [...bookingsKey, filters],
    queryFn: () => consoleApi('/bookings', { query: { ...filters }, data: adminBookingListView }),
  });

export type StaffMark = 'VISITED' | 'NO_SHOW' | 'CANCELLED';

export const markBooking = (bookingNo: string, status: StaffMark) =>
  consoleApi(`/bookings/${encodeURIComponent(bookingNo)}/status`, { method: 'POST', body: { status }, data: adminBookingRow });
