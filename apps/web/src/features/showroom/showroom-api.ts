import { ApiCode, type AvailabilityView, type BookingCodeRequest, type BookingLookupRequest, type BookingRequest, type BookingView, type BookingVisitorView, type FloorView, type OfficeListView, type OfficeView, type SlotsView } from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { answerReader, api, isApiError } from '@/shared/api';

// The showroom calls of issue 15, parsed with the domain's contract.

const parsed = answerReader();

const OFFICES = '/showroom/v1/offices';
const BOOKINGS = '/showroom/v1/bookings';
/** Offices change rarely: a page opened again within ten minutes needs no request. */
const OFFICE_STALE_MS = 10 * 60_000;

export const showroomKeys = {
  all: ['showroom'] as const,
  offices: ['showroom', 'offices'] as const,
  office: (slug: string) => ['showroom', 'office', slug] as const,
  floor: (slug: string, floor: string) => ['showroom', 'floor', slug, floor] as const,
  slots: (slug: string, date: string) => ['showroom', 'slots', slug, date] as const,
  availability: (slug: string, from: string | undefined) => ['showroom', 'availability', slug, from ?? 'today'] as const,
  visitor: ['showroom', 'visitor'] as const,
  mine: ['showroom', 'mine'] as const,
};

export const officesQuery = () =>
  queryOptions({
    queryKey: showroomKeys.offices,
    queryFn: async ({ signal }): Promise<OfficeListView> => parsed('officeListView', (await api.get(OFFICES, { signal })).data),
    staleTime: OFFICE_STALE_MS,
  });

export const officeQuery = (slug: string) =>
  queryOptions({
    queryKey: showroomKeys.office(slug),
    queryFn: async ({ signal }): Promise<OfficeView> => parsed('officeView', (await api.get(`${OFFICES}/${encodeURIComponent(slug)}`, { signal })).data),
    staleTime: OFFICE_STALE_MS,
  });

export const floorQuery = (slug: string, floor: string) =>
  queryOptions({
    queryKey: showroomKeys.floor(slug, floor),
    queryFn: async ({ signal }): Promise<FloorView> =>
      parsed('floorView', (await api.get(`${OFFICES}/${encodeURIComponent(slug)}/floors/${encodeURIComponent(floor)}`, { signal })).data),
    staleTime: OFFICE_STALE_MS,
  });

export const slotsQuery = (slug: string, date: string) =>
  queryOptions({
    queryKey: showroomKeys.slots(slug, date),
    queryFn: async ({ signal }): Promise<SlotsView> => parsed('slotsView', (await api.get(`${OFFICES}/${encodeURIComponent(slug)}/slots`, { query: { date }, signal })).data),
    enabled: date !== '',
  });

/** Days from `from` (the office's today when undefined: the server's clock, not the browser's) with closed and full days marked. */
export const availabilityQuery = (slug: string, from: string | undefined) =>
  queryOptions({
    queryKey: showroomKeys.availability(slug, from),
    queryFn: async ({ signal }): Promise<AvailabilityView> =>
      parsed('availabilityView', (await api.get(`${OFFICES}/${encodeURIComponent(slug)}/availability`, { query: from ? { from } : {}, signal })).data),
  });

/** A signed-in member's name and verified phone, to start the booking form from. */
export const visitorQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: showroomKeys.visitor,
    queryFn: async ({ signal }): Promise<BookingVisitorView> => parsed('bookingVisitorView', (await api.get(`${BOOKINGS}/visitor`, { signal })).data),
    enabled,
    staleTime: 5 * 60_000,
  });

export const myBookingsQuery = () =>
  queryOptions({
    queryKey: showroomKeys.mine,
    queryFn: async ({ signal }): Promise<BookingView[]> => (await parsed('myBookingsView', (await api.get(`${BOOKINGS}/mine`, { signal })).data)).list,
  });

export async function bookVisit(request: BookingRequest): Promise<BookingView> {
  return parsed('bookingView', (await api.post(BOOKINGS, request)).data);
}

/** The code sent to the booking's phone, typed back: answers the booking confirmed. */
export async function confirmBooking(request: BookingCodeRequest): Promise<BookingView> {
  return parsed('bookingView', (await api.post(`${BOOKINGS}/confirm`, request)).data);
}

/** A new code to the booking's phone (replacing the last): answers the booking with its next resend time. */
export async function resendBookingCode(request: BookingLookupRequest): Promise<BookingView> {
  return parsed('bookingView', (await api.post(`${BOOKINGS}/resend-code`, request)).data);
}

/** The booking waits no longer: its time ran out or too many wrong codes were typed (it lapsed). */
export const hasLapsed = (error: unknown): boolean => isApiError(error) && (error.code === ApiCode.BOOKING_CODE_EXPIRED || error.code === ApiCode.BOOKING_CODE_LOCKED);

export async function lookUpBooking(request: BookingLookupRequest): Promise<BookingView> {
  return parsed('bookingView', (await api.post(`${BOOKINGS}/lookup`, request)).data);
}

export async function cancelWithPhone(request: BookingLookupRequest): Promise<BookingView> {
  return parsed('bookingView', (await api.post(`${BOOKINGS}/cancel`, request)).data);
}

export async function cancelMine(bookingNo: string): Promise<BookingView> {
  return parsed('bookingView', (await api.post(`${BOOKINGS}/mine/${encodeURIComponent(bookingNo)}/cancel`)).data);
}

/** The server answered that the office or floor does not exist (or the address cannot be one). */
export const isMissing = (error: unknown): boolean => isApiError(error) && (error.status === 404 || error.status === 400);
