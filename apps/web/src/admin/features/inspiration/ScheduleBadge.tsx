import { scheduleStatusLabels, type ScheduleStatus } from '@maru/domain';
import styles from '../../ui/console.module.css';

export const SCHEDULE_STATUSES = ['DRAFT', 'SCHEDULED', 'LIVE', 'ENDED'] as const satisfies readonly ScheduleStatus[];

/** 임시 저장 · 게시 예약 · 게시 중 · 게시 종료, as the other console lists mark them. */
export function ScheduleBadge({ status }: { status: ScheduleStatus }) {
  return (
    <span className={styles.badge} data-tone={status === 'LIVE' ? 'good' : status === 'ENDED' ? 'bad' : 'wait'}>
      {scheduleStatusLabels[status]}
    </span>
  );
}
