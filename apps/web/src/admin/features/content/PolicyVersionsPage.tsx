import { type AdminPolicyVersionRow, policyScheduleStatus, policyVersionStatusLabels } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { ConsoleList } from '../../ui/list-frame';
import { ScheduleBadge } from '../../ui/pieces/schedule';
import { policyQuery } from './content-api';

function VersionRow({ version }: { version: AdminPolicyVersionRow }) {
  return (
    <tr>
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
  );
}

/** One policy's versions, newest first, and the way to a new draft. */
export function PolicyVersionsPage() {
  const { type = '' } = useParams();
  // The list frame reads a result's rows as `list`: the versions, beside the policy's name.
  const policy = useQuery({ ...policyQuery(type), select: (view) => ({ name: view.name, list: view.versions }) });
  return (
    <ConsoleList
      title={policy.data?.name ?? '약관'}
      description={<Link to="..">약관 목록으로</Link>}
      actions={
        <Link className={styles.linkButton} to="versions/new">
          새 버전 쓰기
        </Link>
      }
      label="버전"
      table={{
        query: policy,
        noun: '버전',
        loading: '버전을 불러오는 중',
        empty: '버전이 없습니다.',
        columns: ['문서', '상태', '시행 일시', '다음 버전 시행', '목차', '수정일시'],
        row: (version) => <VersionRow key={version.versionId} version={version} />,
      }}
    />
  );
}
