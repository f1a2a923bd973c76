import { type AdminPolicyListView, policyVersionStatusLabels, type AdminPolicyVersionRow } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { ConsoleList } from '../../ui/list-frame';
import { policiesQuery } from './content-api';

export const versionText = (row: AdminPolicyVersionRow | null) => (row ? `${row.docId} · ${formatDateTime(row.schedule.startsAt)} ${policyVersionStatusLabels[row.status]}` : '-');

function PolicyRow({ policy }: { policy: AdminPolicyListView['list'][number] }) {
  return (
    <tr>
      <td>
        <Link to={policy.type}>{policy.name}</Link>
      </td>
      <td>{versionText(policy.inForce)}</td>
      <td>{versionText(policy.scheduled)}</td>
      <td className={styles.nowrap}>{policy.drafts}개</td>
      <td className={styles.nowrap}>{policy.versions}개</td>
    </tr>
  );
}

/** 약관·정책: the six texts (spec 01 §2), each with the version in force and the next one scheduled. */
export function PoliciesPage() {
  const policies = useQuery(policiesQuery);
  return (
    <ConsoleList
      title="약관·정책"
      description="약관은 버전으로 관리합니다. 새 버전을 초안으로 쓰고 시행 일시를 정해 게시하면, 쇼핑몰은 그 시각부터 새 버전을 보여 주고 이전 버전도 계속 열람할 수 있게 둡니다."
      label="약관 목록"
      table={{
        query: policies,
        noun: '약관',
        loading: '약관을 불러오는 중',
        empty: '약관이 없습니다.',
        columns: ['약관', '시행 중', '시행 예정', '초안', '버전 수'],
        row: (policy) => <PolicyRow key={policy.type} policy={policy} />,
      }}
    />
  );
}
