import type { ScheduledJob } from '../../core/jobs/scheduler';
import { deleteExpiredCertifyRequests } from './queries/certify';
import { deleteExpiredGuests } from './queries/guests';

/**
 * Hourly: guest ids live a day and verification requests 30 minutes, so at most an hour of
 * dead rows waits. Both tables are small (their inserts are rate-limited), so a round is
 * one sequential scan; an index on expires_at would cost every insert more than it saves.
 */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

export const identityJobs: readonly ScheduledJob[] = [
  { name: 'purge-expired-guests', everyMs: PURGE_EVERY_MS, run: deleteExpiredGuests },
  { name: 'purge-expired-certify-requests', everyMs: PURGE_EVERY_MS, run: deleteExpiredCertifyRequests },
];
