import { BUILT_IN_ROLE_RIGHTS, type StaffRoleView } from '@maru/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import { RolesPage } from './RolesPage';

afterEach(() => vi.unstubAllGlobals());

const roles: StaffRoleView[] = [
  { role: 'ADMIN', name: '관리자', rights: [...BUILT_IN_ROLE_RIGHTS.ADMIN], builtIn: true, staffCount: 1 },
  { role: 'CONTENT', name: '콘텐츠 담당', rights: ['content'], builtIn: true, staffCount: 0 },
  { role: 'SHOWROOM', name: '쇼룸 담당', rights: ['showroom'], builtIn: false, staffCount: 0 },
];

interface Sent {
  path: string;
  method: string;
  body: unknown;
}

/** Every call answers from the list above, or with `refusal` for writes when given. */
function show(refusal?: { code: number; message: string; status?: number }) {
  const requests: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const path = String(input).replace('/api/admin/v1', '').split('?')[0]!;
    requests.push({ path, method, body });
    if (method !== 'GET' && refusal) {
      const { status = 200, ...envelope } = refusal;
      return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
    }
    const key = decodeURIComponent(path.split('/').at(-1)!);
    const data = method === 'GET' ? { list: roles } : method === 'DELETE' ? null : { role: key === 'roles' ? body.role : key, builtIn: false, staffCount: 0, ...body };
    return new Response(JSON.stringify({ code: 0, message: 'success', data }), { headers: { 'content-type': 'application/json' } });
  });
  renderRoutes([{ path: '/staff/roles', Component: RolesPage }], '/staff/roles');
  return requests;
}

const writes = (requests: Sent[]) => requests.filter((request) => request.method !== 'GET');

describe('the roles page', () => {
  it('lists the roles by their Korean names with their rights', async () => {
    show();
    const row = (await screen.findByText('쇼룸 담당')).closest('tr')!;
    expect(within(row).getByRole('list', { name: '쇼룸 담당 권한' }).textContent).toBe('쇼룸 예약');
    expect(within(row).getByRole('button', { name: '쇼룸 담당 삭제' })).toBeTruthy();
    // Built-in roles are kept: no delete button.
    const content = screen.getByText('콘텐츠 담당').closest('tr')!;
    expect(within(content).queryByRole('button', { name: /삭제/ })).toBeNull();
  });

  it('saves a role with the rights as checked, in the order of the rights', async () => {
    const requests = show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '쇼룸 담당 편집' }));
    const dialog = screen.getByRole('dialog', { name: '역할 편집' });
    const rights = within(dialog).getByRole('group', { name: '권한' });
    expect((within(rights).getByRole('checkbox', { name: '쇼룸 예약' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(rights).getByRole('checkbox', { name: '프로모션 (쿠폰)' }));
    await user.click(within(dialog).getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(writes(requests)).toEqual([{ path: '/staff/roles/SHOWROOM', method: 'PUT', body: { name: '쇼룸 담당', rights: ['promotions', 'showroom'] } }]));
    expect(await screen.findByText('쇼룸 담당 역할을 저장했습니다.')).toBeTruthy();
  });

  it('creates a role from its key, name and rights, and shows a refusal in the dialog', async () => {
    const requests = show({ code: 6011, message: '이미 있는 역할 코드입니다.' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '역할 만들기' }));
    const dialog = screen.getByRole('dialog', { name: '역할 만들기' });
    await user.type(within(dialog).getByRole('textbox', { name: /역할 코드/ }), 'showroom');
    await user.type(within(dialog).getByRole('textbox', { name: '역할 이름' }), '쇼룸 담당');
    await user.click(within(dialog).getByRole('checkbox', { name: '쇼룸 예약' }));
    await user.click(within(dialog).getByRole('button', { name: '만들기' }));
    await waitFor(() => expect(writes(requests)).toEqual([{ path: '/staff/roles', method: 'POST', body: { role: 'SHOWROOM', name: '쇼룸 담당', rights: ['showroom'] } }]));
    expect(await within(dialog).findByText('이미 있는 역할 코드입니다.')).toBeTruthy();
  });

  // Issue 41: the server refuses a right the editor lacks with 403/6003; that is a refusal to
  // read in the dialog, not a session that ended.
  it('shows the server’s refusal of a right the editor lacks in the dialog, which stays open', async () => {
    const message = '본인에게 없는 권한(‘회원 개인정보 열람’)은 역할에 넣거나 직원에게 맡길 수 없습니다.';
    show({ code: 6003, message, status: 403 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '쇼룸 담당 편집' }));
    const dialog = screen.getByRole('dialog', { name: '역할 편집' });
    await user.click(within(dialog).getByRole('checkbox', { name: '회원 개인정보 열람' }));
    await user.click(within(dialog).getByRole('button', { name: '저장하기' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '역할 편집' })).toBeTruthy();
  });

  it('shows ADMIN read-only: every right checked and none to change', async () => {
    const requests = show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '관리자 보기' }));
    const dialog = screen.getByRole('dialog', { name: '관리자 역할' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(8);
    for (const box of boxes) {
      expect((box as HTMLInputElement).checked).toBe(true);
      // Disabled by the fieldset around them, as a screen reader announces it.
      expect(box.matches(':disabled')).toBe(true);
    }
    expect((within(dialog).getByRole('button', { name: '저장하기' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(requests)).toEqual([]);
  });

  it('deletes an unused role after confirming', async () => {
    const requests = show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '쇼룸 담당 삭제' }));
    await user.click(within(screen.getByRole('dialog', { name: '역할 삭제' })).getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(writes(requests)).toEqual([{ path: '/staff/roles/SHOWROOM', method: 'DELETE', body: undefined }]));
    expect(await screen.findByText('쇼룸 담당 역할을 삭제했습니다.')).toBeTruthy();
  });
});
