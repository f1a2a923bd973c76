import { staffRightLabels, type StaffRoleView } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { DataTable } from '../../ui/pieces/DataTable';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { RoleDialog } from './RoleDialog';
import roleStyles from './roles.module.css';
import { staffRolesQuery } from './staff-api';
import { messageOf, useRolesPage } from './use-roles-page';

/**
 * 역할·권한 (right 'staff', issue 28): the roles staff accounts are given, each a set of
 * rights per menu. A change counts from each holder's next request; nobody is signed out.
 */
export function RolesPage() {
  const roles = useQuery(staffRolesQuery);
  const { editing, setEditing, save, remove, open } = useRolesPage();

  return (
    <>
      <PageHeader
        title="역할·권한"
        description={
          <>
            직원 계정에 주는 역할과 역할마다 쓸 수 있는 메뉴입니다. 권한을 바꾸면 그 역할의 직원에게 다음 요청부터 적용됩니다. 계정에 역할을 주는 곳은{' '}
            <Link to="/staff">직원 관리</Link>입니다.
          </>
        }
        actions={<Button onClick={() => open({ kind: 'create' })}>역할 만들기</Button>}
      />
      <section className={styles.panel} aria-label="역할 목록">
        {roles.isPending ? (
          <Spinner label="역할 목록을 불러오는 중" />
        ) : roles.isError ? (
          <QueryFailure error={roles.error} retry={() => void roles.refetch()} />
        ) : (
          <DataTable columns={['역할', '코드', '권한', '직원 수', '작업']}>
            {roles.data.list.map((row) => (
              <RoleRow key={row.role} row={row} onEdit={() => open({ kind: 'edit', role: row })} onDelete={() => setEditing({ kind: 'delete', role: row })} />
            ))}
          </DataTable>
        )}
      </section>

      {editing?.kind === 'create' || editing?.kind === 'edit' ? (
        <RoleDialog
          role={editing.kind === 'edit' ? editing.role : undefined}
          pending={save.isPending}
          problem={save.isError ? messageOf(save.error) : undefined}
          onCancel={() => setEditing(undefined)}
          onSave={(draft) => save.mutate({ draft, isNew: editing.kind === 'create' })}
        />
      ) : null}
      {editing?.kind === 'delete' ? (
        <ConfirmDialog title="역할 삭제" onCancel={() => setEditing(undefined)} confirmLabel="삭제하기" onConfirm={() => remove.mutate(editing.role)} pending={remove.isPending}>
          <p>
            <strong>
              {editing.role.name} ({editing.role.role})
            </strong>{' '}
            역할을 삭제합니다. 이 역할을 가진 직원은 없습니다. 삭제한 뒤에는 되돌릴 수 없고, 기록은 감사 로그에 남습니다.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** One role: its name (기본 for a built-in one), key, rights, how many accounts hold it, 편집 (ADMIN: 보기) and 삭제 when unused and not built in. */
function RoleRow({ row, onEdit, onDelete }: { row: StaffRoleView; onEdit: () => void; onDelete: () => void }) {
  return (
    <tr>
      <td>
        {row.name}
        {row.builtIn ? (
          <>
            {' '}
            <span className={styles.badge}>기본</span>
          </>
        ) : null}
      </td>
      <td className={styles.nowrap}>{row.role}</td>
      <td>
        {row.rights.length === 0 ? (
          <span className={styles.muted}>권한 없음</span>
        ) : (
          <ul className={roleStyles.rights} aria-label={`${row.name} 권한`}>
            {row.rights.map((right) => (
              <li key={right} className={styles.badge}>
                {staffRightLabels[right]}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className={styles.nowrap}>{row.staffCount}명</td>
      <td>
        <div className={styles.rowActions}>
          <Button className={styles.small} variant="secondary" onClick={onEdit} aria-label={`${row.name} ${row.role === 'ADMIN' ? '보기' : '편집'}`}>
            {row.role === 'ADMIN' ? '보기' : '편집'}
          </Button>
          {row.builtIn || row.staffCount > 0 ? null : (
            <Button className={styles.small} variant="secondary" onClick={onDelete} aria-label={`${row.name} 삭제`}>
              삭제
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
