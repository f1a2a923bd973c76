import { particleAfter, type StaffRole, staffRoleLabels, type StaffView, withParticle } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { useMe } from '../../ui/helpers/use-me';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { DataTable } from '../../ui/pieces/DataTable';
import { formatDateTime } from '../../ui/helpers/format';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { SelectField } from '../../ui/pieces/fields';
import { auditKey } from '../../api/query-client';
import { CreateStaffDialog } from './CreateStaffDialog';
import { useRoleChoices } from './role-choices';
import { changeStaffRole, createStaff, deactivateStaff, staffKey, staffListQuery, staffRolesQuery } from './staff-api';

type Editing = { kind: 'create' } | { kind: 'role'; staff: StaffView } | { kind: 'deactivate'; staff: StaffView };

const messageOf = (error: unknown) => (error instanceof ConsoleApiError ? error.message : '처리하지 못했습니다. 다시 시도해 주세요.');

/** 직원 관리 (ADMIN): accounts, their roles and who may still sign in. */
export function StaffPage() {
  const roleChoices = useRoleChoices();
  const roles = useQuery(staffRolesQuery);
  // A custom role by the name the admin gave it; the built-in names while the list loads.
  const roleName = (key: string) => roles.data?.list.find((one) => one.role === key)?.name ?? staffRoleLabels[key as StaffRole] ?? key;
  const me = useMe();
  const staff = useQuery(staffListQuery);
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [editing, setEditing] = useState<Editing>();
  const [role, setRole] = useState<string>('OPERATOR');

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: staffKey }), queryClient.invalidateQueries({ queryKey: auditKey })]);
  const done = (message: string) => {
    showToast(message, 'success');
    setEditing(undefined);
  };
  const create = useMutation({ mutationFn: createStaff, onSuccess: (created) => done(`${created.name} 직원을 등록했습니다.`), onSettled: refresh });
  const change = useMutation({
    mutationFn: ({ staffId, role: next }: { staffId: number; role: string }) => changeStaffRole(staffId, next),
    onSuccess: (changed) => done(`${changed.name}: 역할을 ${withParticle(roleName(changed.role), '으로/로')} 바꿨습니다.`),
    onError: (error) => showToast(messageOf(error), 'error'),
    onSettled: refresh,
  });
  const deactivate = useMutation({
    mutationFn: (staffId: number) => deactivateStaff(staffId),
    onSuccess: (changed) => done(`${changed.name} 직원을 비활성화했습니다.`),
    onError: (error) => showToast(messageOf(error), 'error'),
    onSettled: refresh,
  });

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
            <Button
              onClick={() => {
                create.reset();
                setEditing({ kind: 'create' });
              }}
            >
              직원 등록
            </Button>
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
              <tr key={row.staffId}>
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
                  {row.staffId === me.staffId ? (
                    <span className={styles.muted}>본인</span>
                  ) : row.active ? (
                    <div className={styles.rowActions}>
                      <Button
                        className={styles.small}
                        variant="secondary"
                        onClick={() => {
                          setRole(row.role === 'ADMIN' ? 'OPERATOR' : 'ADMIN');
                          setEditing({ kind: 'role', staff: row });
                        }}
                        aria-label={`${row.name} 역할 변경`}
                      >
                        역할 변경
                      </Button>
                      <Button className={styles.small} variant="secondary" onClick={() => setEditing({ kind: 'deactivate', staff: row })} aria-label={`${row.name} 비활성화`}>
                        비활성화
                      </Button>
                    </div>
                  ) : (
                    <span className={styles.muted}>—</span>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>

      {editing?.kind === 'create' ? (
        <CreateStaffDialog pending={create.isPending} problem={create.isError ? messageOf(create.error) : undefined} onCancel={() => setEditing(undefined)} onCreate={(request) => create.mutate(request)} />
      ) : null}
      {editing?.kind === 'role' ? (
        <ConfirmDialog
          title="역할 변경"
          onCancel={() => setEditing(undefined)}
          confirmLabel="바꾸기"
          onConfirm={() => change.mutate({ staffId: editing.staff.staffId, role })}
          ready={role !== editing.staff.role}
          pending={change.isPending}
        >
          <div className={styles.form}>
            <p>
              <strong>{editing.staff.name}</strong>의 역할을 바꿉니다. 바꾸면 이 직원의 로그인이 끝나고, 다시 로그인하면 새 역할이 적용됩니다.
            </p>
            <SelectField label="새 역할" value={role} onChange={(event) => setRole(event.target.value)} choices={roleChoices} />
          </div>
        </ConfirmDialog>
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
