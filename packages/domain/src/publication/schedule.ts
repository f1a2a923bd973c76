import { z } from 'zod';

/**
 * What shoppers read besides products (banners, home sections, notices, policies, exhibitions,
 * styling rooms, coupons on show) is published on a schedule (issue 27): each item is a draft
 * until an operator publishes it, and a published item shows from its start until its end.
 * A draft or a scheduled item is seen only in the console's preview.
 */
export const PUBLICATION_STATES = ['DRAFT', 'PUBLISHED'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export interface Schedule {
  state: PublicationState;
  /** Null: from publication on. */
  startsAt: Date | null;
  /** Null: until unpublished. Exclusive. */
  endsAt: Date | null;
}

/** Where an item stands at `now`, as the console's lists say it. */
export type ScheduleStatus = 'DRAFT' | 'SCHEDULED' | 'LIVE' | 'ENDED';

export const scheduleStatusLabels: Readonly<Record<ScheduleStatus, string>> = {
  DRAFT: '임시 저장',
  SCHEDULED: '게시 예약',
  LIVE: '게시 중',
  ENDED: '게시 종료',
};

export function scheduleStatus({ state, startsAt, endsAt }: Schedule, now: Date): ScheduleStatus {
  if (state === 'DRAFT') return 'DRAFT';
  if (startsAt && now < startsAt) return 'SCHEDULED';
  if (endsAt && now >= endsAt) return 'ENDED';
  return 'LIVE';
}

/** Whether shoppers see the item at `now`. */
export const isLive = (schedule: Schedule, now: Date): boolean => scheduleStatus(schedule, now) === 'LIVE';

const instant = z.iso.datetime({ offset: true });

/** The schedule fields of a console write; times with their offset, stored in UTC. */
export const scheduleInput = z
  .object({
    state: z.enum(PUBLICATION_STATES),
    startsAt: instant.nullable(),
    endsAt: instant.nullable(),
  })
  .refine(({ startsAt, endsAt }) => !startsAt || !endsAt || Date.parse(startsAt) < Date.parse(endsAt), { message: '게시 종료는 시작보다 뒤여야 합니다.', path: ['endsAt'] });
export type ScheduleInput = z.infer<typeof scheduleInput>;

/** The schedule as the console reads it back. */
export const scheduleView = z.object({
  state: z.enum(PUBLICATION_STATES),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  status: z.enum(['DRAFT', 'SCHEDULED', 'LIVE', 'ENDED']),
});
export type ScheduleView = z.infer<typeof scheduleView>;

export function scheduleViewOf(schedule: Schedule, now: Date): ScheduleView {
  return { state: schedule.state, startsAt: schedule.startsAt?.toISOString() ?? null, endsAt: schedule.endsAt?.toISOString() ?? null, status: scheduleStatus(schedule, now) };
}

/** A write's schedule as stored. */
export function scheduleOf(input: ScheduleInput): Schedule {
  return { state: input.state, startsAt: input.startsAt ? new Date(input.startsAt) : null, endsAt: input.endsAt ? new Date(input.endsAt) : null };
}
