import { policyScheduleStatus, policyVersionStatusLabels } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Spinner } from '@/shared/ui/Spinner';
import { DataTable } from '../../ui/pieces/DataTable';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { ScheduleBadge } from '../../ui/pieces/schedule';
import { policyQuery } from './content-api';

/** One policy's versions, newest first, and the way to a new draft. */
export function PolicyVersionsPage() {
  const { type = '' } = useParams();
  const policy = useQuery(policyQuery(type));
  return (
    <>
      <PageHeader
        title={policy.data?.name ?? '약관'}
        description={<Link to="..">약관 목록으로</Link>}
        actions={
          <Link className={styles.linkButton} to="versions/new">
            새 버전 쓰기
          </Link>
        }
      />
      <section className={styles.panel} aria-label="버전">
        {policy.isPending ? (
          <Spinner label="버전을 불러오는 중" />
        ) : policy.isError ? (
          <QueryFailure error={policy.error} retry={() => void policy.refetch()} />
        ) : (
          <DataTable columns={['문서', '상태', '시행 일시', '다음 버전 시행', '목차', '수정일시']} caption={`버전 ${policy.data.versions.length}개`}>
            {policy.data.versions.map((version) => (
              <tr key={version.versionId}>
                <td>
                  <Link to={`versions/${version.versionId}`}>
                    {version.docId}
                    {version.version ? ` (${version.version})` : ''}
                  </Link>
                </td>
                <td className={styles.nowrap}>
                  <ScheduleBadge status={policyScheduleStatus[version.status]} label={policyVersionStatusLabels[version.status]} />
                </td>
                <td className={styles.nowrap}>{formatDateTime(version.schedule.startsAt)}</td>
                <td className={styles.nowrap}>{formatDateTime(version.schedule.endsAt)}</td>
                <td className={styles.nowrap}>{version.headingCount}개</td>
                <td className={styles.nowrap}>{formatDateTime(version.updatedAt)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </>
  );
}
