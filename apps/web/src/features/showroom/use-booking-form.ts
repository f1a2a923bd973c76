import { ApiCode, type BookingView, type BookingVisitorView, type OfficeView } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '@/shared/api';
import { useHydrated } from '@/shared/browser';
import { isSignedIn } from '@/shared/session';
import { type BookingField, bookingProblems, bookingRequestOf, type BookingForm, prefilled } from './booking-form';
import { bookVisit, showroomKeys, slotsQuery, visitorQuery } from './showroom-api';

const FIELD_ORDER: BookingField[] = ['date', 'time', 'name', 'phone', 'memo', 'privacyConsent'];

interface BookingFormOptions {
  office: OfficeView;
  initial: BookingForm;
  onBooked: (booking: BookingView, form: BookingForm) => void;
}

/** The booking form's values, its problems, the slots of the chosen day and the booking request. */
export function useBookingForm({ office, initial, onBooked }: BookingFormOptions) {
  const id = useId();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<BookingForm>(initial);
  // The signed-in marker is a cookie the server render does not read: the member's line waits for the browser.
  const member = useHydrated() && isSignedIn();
  const [problems, setProblems] = useState<Partial<Record<BookingField, string>>>({});
  const slots = useQuery(slotsQuery(office.slug, form.date));
  const change = (patch: Partial<BookingForm>) => setForm((current) => ({ ...current, ...patch }));
  const visitor = useQuery(visitorQuery(member));
  // A member starts from their name and verified phone (whatever was typed already stays),
  // set while rendering the answer's arrival rather than in an effect, so nothing renders twice.
  const [prefilledWith, setPrefilledWith] = useState<BookingVisitorView>();
  if (visitor.data && visitor.data !== prefilledWith) {
    setPrefilledWith(visitor.data);
    setForm((current) => prefilled(current, visitor.data));
  }

  const booking = useMutation({
    mutationFn: () => bookVisit(bookingRequestOf(office.slug, form)),
    onSuccess: (booked) => {
      void queryClient.invalidateQueries({ queryKey: showroomKeys.all });
      onBooked(booked, form);
    },
    onError: (error) => {
      // Someone took the last place first: the slots are read again.
      if (isApiError(error) && (error.code === ApiCode.BOOKING_SLOT_FULL || error.code === ApiCode.BOOKING_SLOT_CLOSED)) {
        change({ time: '' });
        void queryClient.invalidateQueries({ queryKey: showroomKeys.slots(office.slug, form.date) });
        void queryClient.invalidateQueries({ queryKey: ['showroom', 'availability', office.slug] });
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = bookingProblems(form);
    setProblems(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    booking.mutate();
  }

  const describedBy = (field: BookingField, hint?: string) => [problems[field] ? `${id}-${field}-error` : undefined, hint].filter(Boolean).join(' ') || undefined;

  return { id, form, change, member, problems, describedBy, slots, booking, submit };
}

/** What every field of the booking form reads and writes. */
export interface BookingFieldProps {
  id: string;
  form: BookingForm;
  change: (patch: Partial<BookingForm>) => void;
  problems: Partial<Record<BookingField, string>>;
  describedBy: (field: BookingField, hint?: string) => string | undefined;
}
