import { particleAfter, type StaffView } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useMe } from '../../ui/helpers/use-me';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { DataTable } from '../../ui/pieces/DataTable';
import { formatDateTime } from '../../ui/helpers/format';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { SelectField } from '../../ui/pieces/fields';
import { CreateStaffDialog } from './CreateStaffDialog';
import { useRoleChoices } from './role-choices';
import { staffListQuery } from './staff-api';
import { messageOf, useStaffPage } from './use-staff-page';

/** 직원 관리 (ADMIN): accounts, their roles and who may still sign in. */
export function StaffPage() {
  const me = useMe();
  const staff = useQuery(staffListQuery);
  const page = useStaffPage();
  const { editing, setEditing, create, change, deactivate } = page;

  return (
    <>
      <PageHeader
        title="직원 관리"
        description="콘솔을 쓰는 직원 계정입니다. 역할을 바꾸거나 비활성화하면 그 직원의 로그인은 곧바로 끝납니다."
        actions={
          <>
            <Link className={styles.linkButton} to="roles">
              역할·권한
            </Link>
            <Button onClick={page.openCreate}>직원 등록</Button>
          </>
        }
      />
      <section className={styles.panel} aria-label="직원 목록">
        {staff.isPending ? (
          <Spinner label="직원 목록을 불러오는 중" />
        ) : staff.isError ? (
          <QueryFailure error={staff.error} retry={() => void staff.refetch()} />
        ) : (
          <DataTable columns={['이름', '이메일', '역할', '상태', '마지막 로그인', '등록일', '작업']}>
            {staff.data.list.map((row) => (
              <StaffRow key={row.staffId} row={row} self={row.staffId === me.staffId} roleName={page.roleName} onRoleChange={() => page.openRoleChange(row)} onDeactivate={() => setEditing({ kind: 'deactivate', staff: row })} />
            ))}
          </DataTable>
        )}
      </section>

      {editing?.kind === 'create' ? (
        <CreateStaffDialog pending={create.isPending} problem={create.isError ? messageOf(create.error) : undefined} onCancel={() => setEditing(undefined)} onCreate={(request) => create.mutate(request)} />
      ) : null}
      {editing?.kind === 'role' ? (
        <RoleChangeDialog staff={editing.staff} role={page.role} onRole={page.setRole} pending={change.isPending} onCancel={() => setEditing(undefined)} onConfirm={() => change.mutate({ staffId: editing.staff.staffId, role: page.role })} />
      ) : null}
      {editing?.kind === 'deactivate' ? (
        <ConfirmDialog title="직원 비활성화" onCancel={() => setEditing(undefined)} confirmLabel="비활성화하기" onConfirm={() => deactivate.mutate(editing.staff.staffId)} pending={deactivate.isPending}>
          <p>
            <strong>
              {editing.staff.name} ({editing.staff.email})
            </strong>
            {particleAfter(editing.staff.name, '을/를')} 비활성화합니다. 지금 열린 로그인이 곧바로 끝나고 다시 로그인할 수 없습니다. 계정과 기록은 감사 로그를 위해 남습니다.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

interface StaffRowProps {
  row: StaffView;
  /** The signed-in admin's own account, which they cannot change here. */
  self: boolean;
  roleName: (role: string) => string;
  onRoleChange: () => void;
  onDeactivate: () => void;
}

/** One account: name, e-mail, role, whether it may sign in, its dates, and 역할 변경 / 비활성화 while active. */
function StaffRow({ row, self, roleName, onRoleChange, onDeactivate }: StaffRowProps) {
  return (
    <tr>
      <td>{row.name}</td>
      <td>{row.email}</td>
      <td>
        <span className={styles.badge}>{roleName(row.role)}</span>
      </td>
      <td>
        <span className={styles.badge} data-tone={row.active ? 'good' : 'bad'}>
          {row.active ? '활성' : '비활성'}
        </span>
      </td>
      <td className={styles.nowrap}>{formatDateTime(row.lastSignedInAt)}</td>
      <td className={styles.nowrap}>{formatDateTime(row.createdAt)}</td>
      <td>
        {self ? (
          <span className={styles.muted}>본인</span>
        ) : row.active ? (
          <div className={styles.rowActions}>
            <Button className={styles.small} variant="secondary" onClick={onRoleChange} aria-label={`${row.name} 역할 변경`}>
              역할 변경
            </Button>
            <Button className={styles.small} variant="secondary" onClick={onDeactivate} aria-label={`${row.name} 비활성화`}>
              비활성화
            </Button>
          </div>
        ) : (
          <span className={styles.muted}>—</span>
        )}
      </td>
    </tr>
  );
}

interface RoleChangeDialogProps {
  staff: StaffView;
  /** The role chosen in the dialog, sent only when it differs from the account's. */
  role: string;
  onRole: (role: string) => void;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 역할 변경: the new role, and that the account is signed out by the change. */
function RoleChangeDialog({ staff, role, onRole, pending, onCancel, onConfirm }: RoleChangeDialogProps) {
  const roleChoices = useRoleChoices();
  return (
    <ConfirmDialog title="역할 변경" onCancel={onCancel} confirmLabel="바꾸기" onConfirm={onConfirm} ready={role !== staff.role} pending={pending}>
      <div className={styles.form}>
        <p>
          <strong>{staff.name}</strong>의 역할을 바꿉니다. 바꾸면 이 직원의 로그인이 끝나고, 다시 로그인하면 새 역할이 적용됩니다.
        </p>
        <SelectField label="새 역할" value={role} onChange={(event) => onRole(event.target.value)} choices={roleChoices} />
      </div>
    </ConfirmDialog>
  );
}
