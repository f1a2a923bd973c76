import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderRoutes } from '@/test/render-app';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { ActionDialog, DraftField, EditorForm, EditorGate, EditorHeader, editorNumber, FIX_MARKED, SAVE_FAILED, useConfirmedAction, useConsoleEditor, useEditorRemoval } from '.';

// A small editor made of the frame alone: a title checked with a zod schema, saved; then
// published now or at a time (the schedule), or removed, each behind its confirmation.

interface Thing {
  id: number;
  title: string;
  updatedAt: string;
}
interface Calls {
  save: (body: { title: string }) => Promise<Thing>;
  publish: (at: string | null) => Promise<Thing>;
  remove: () => Promise<void>;
}

const schema = z.object({ title: z.string().trim().min(1, '제목을 입력해 주세요.').max(10, '제목은 10자까지입니다.') });
const thingsKey = ['console', 'things'] as const;
const back = { to: '/things', label: '목록으로' };

function ThingEditor({ calls, view }: { calls: Calls; view: Thing }) {
  const [at, setAt] = useState('');
  const editor = useConsoleEditor({
    initial: { title: view.title },
    toBody: (values: { title: string }) => ({ title: values.title }),
    schema,
    check: (values) => (values.title === '금지' ? '쓸 수 없는 제목입니다.' : undefined),
    save: calls.save,
    cacheKey: (saved) => [...thingsKey, saved.id],
    savedMessage: (saved) => `‘${saved.title}’을 저장했습니다.`,
    invalidate: [thingsKey],
  });
  const publish = useConfirmedAction({ run: () => calls.publish(at || null), closeOnDone: true, onDone: (next) => editor.setProblem(`게시: ${next.title}`), failure: '게시하지 못했습니다.', onFailed: editor.setProblem, invalidate: [thingsKey] });
  const removal = useEditorRemoval({ remove: calls.remove, done: '지웠습니다.', leave: '..', invalidate: [thingsKey] });
  return (
    <>
      <EditorHeader title={`물건 ${view.id}`} back={back} extras={['임시 저장']} action={{ label: '물건 지우기', onClick: removal.ask }} />
      <EditorForm label="물건 정보" editor={editor} submitLabel="저장">
        <DraftField label="제목" value={editor.values.title} onChange={(title) => editor.set('title', title)} error={editor.errors.title} />
      </EditorForm>
      <DraftField label="시행 일시" value={at} onChange={setAt} />
      <button type="button" onClick={publish.ask}>
        게시
      </button>
      <ActionDialog action={publish} title="게시" confirmLabel="게시하기">
        <p>{at || '지금'}부터 보입니다.</p>
      </ActionDialog>
      <ActionDialog action={removal} title="물건 지우기" confirmLabel="지우기">
        <p>되돌릴 수 없습니다.</p>
      </ActionDialog>
    </>
  );
}

function ThingPage({ calls, load }: { calls: Calls; load: (id: number) => Promise<Thing> }) {
  const { thingId = '' } = useParams();
  const number = editorNumber(thingId);
  const thing = useQuery({ queryKey: [...thingsKey, number], queryFn: () => load(number), enabled: number > 0 });
  return (
    <EditorGate number={number} query={thing} title={`물건 ${thingId}`} back={back} missing="물건을 찾을 수 없습니다." loading="물건을 불러오는 중">
      {(view) => <ThingEditor key={view.updatedAt} calls={calls} view={view} />}
    </EditorGate>
  );
}

const thing: Thing = { id: 7, title: '', updatedAt: '2026-12-07T00:00:00.000Z' };

function show({ calls = {}, load, url = '/things/7' }: { calls?: Partial<Calls>; load?: (id: number) => Promise<Thing>; url?: string } = {}) {
  // What the server keeps: a save changes it, so a refetch after the save reads the saved title.
  let stored = thing;
  const all: Calls = {
    save: vi.fn(async (body: { title: string }) => (stored = { ...thing, title: body.title, updatedAt: '2026-12-07T01:00:00.000Z' })),
    publish: vi.fn(async () => ({ ...thing, title: '게시됨' })),
    remove: vi.fn(async () => undefined),
    ...calls,
  };
  const view = renderRoutes(
    [
      { path: '/things/:thingId', element: <ThingPage calls={all} load={load ?? (async () => stored)} /> },
      { path: '/things', element: <p>목록</p> },
    ],
    url,
  );
  const invalidated = vi.spyOn(view.client, 'invalidateQueries');
  return { ...view, calls: all, invalidated };
}

const form = () => screen.getByRole('form', { name: '물건 정보' });

describe('the console editor frame: the draft, its check and its save', () => {
  it('shows the schema’s issue under its field and the sentence under the form, and sends nothing', async () => {
    const { calls } = show();
    await userEvent.click(await within(await screen.findByRole('form', { name: '물건 정보' })).findByRole('button', { name: '저장' }));
    const title = within(form()).getByRole('textbox', { name: '제목' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe('제목을 입력해 주세요.');
    expect(within(form()).getByRole('alert').textContent).toBe(FIX_MARKED);
    await userEvent.type(title, '금지');
    await userEvent.click(within(form()).getByRole('button', { name: '저장' }));
    expect(within(form()).getByRole('alert').textContent).toBe('쓸 수 없는 제목입니다.');
    expect(calls.save).not.toHaveBeenCalled();
  });

  it('saves the checked draft, caches the answer, says so, and refreshes the list and the audit log', async () => {
    const { calls, client, invalidated } = show();
    await userEvent.type(await screen.findByRole('textbox', { name: '제목' }), ' 봄 소파 ');
    await userEvent.click(within(form()).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('‘ 봄 소파 ’을 저장했습니다.')).toBeTruthy();
    // The draft as the API takes it (the schema checks it; its trimmed output is the server's to make).
    expect(calls.save).toHaveBeenCalledWith({ title: ' 봄 소파 ' });
    expect(client.getQueryData<Thing>([...thingsKey, 7])?.title).toBe(' 봄 소파 ');
    await waitFor(() => expect(invalidated.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([thingsKey, auditKey]));
    expect(within(form()).queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal under the form, or its own sentence when the call failed otherwise', async () => {
    const save = vi.fn().mockRejectedValueOnce(new ConsoleApiError(409, 6101, '같은 제목이 이미 있습니다.')).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { invalidated } = show({ calls: { save } });
    await userEvent.type(await screen.findByRole('textbox', { name: '제목' }), '소파');
    await userEvent.click(within(form()).getByRole('button', { name: '저장' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe('같은 제목이 이미 있습니다.');
    await userEvent.click(within(form()).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(within(form()).getByRole('alert').textContent).toBe(SAVE_FAILED));
    expect(save).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(invalidated.mock.calls.filter(([filters]) => filters?.queryKey === auditKey)).toHaveLength(2));
  });

});

describe('the console editor frame: confirmed actions', () => {
  it('publishes now, or at the time chosen (the schedule), only once confirmed', async () => {
    const { calls } = show();
    await userEvent.click(await screen.findByRole('button', { name: '게시' }));
    const dialog = screen.getByRole('dialog', { name: '게시' });
    expect(dialog.textContent).toContain('지금부터 보입니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(calls.publish).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: '시행 일시' }), '2026-12-25T09:00');
    await userEvent.click(screen.getByRole('button', { name: '게시' }));
    expect(screen.getByRole('dialog', { name: '게시' }).textContent).toContain('2026-12-25T09:00부터 보입니다.');
    await userEvent.click(screen.getByRole('button', { name: '게시하기' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe('게시: 게시됨');
    expect(calls.publish).toHaveBeenCalledWith('2026-12-25T09:00');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the confirmation when publishing fails and says why under the form', async () => {
    const publish = vi.fn().mockRejectedValue(new ConsoleApiError(409, 6102, '지난 시각에는 시행할 수 없습니다.'));
    show({ calls: { publish } });
    await userEvent.click(await screen.findByRole('button', { name: '게시' }));
    await userEvent.click(screen.getByRole('button', { name: '게시하기' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe('지난 시각에는 시행할 수 없습니다.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes once confirmed and goes back to the list; a refused removal closes with the reason in a toast', async () => {
    const remove = vi.fn().mockRejectedValueOnce(new ConsoleApiError(409, 6103, '게시 중에는 지울 수 없습니다.')).mockResolvedValueOnce(undefined);
    const { router } = show({ calls: { remove } });
    await userEvent.click(await screen.findByRole('button', { name: '물건 지우기' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '물건 지우기' })).getByRole('button', { name: '지우기' }));
    expect(await screen.findByText('게시 중에는 지울 수 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '물건 지우기' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '물건 지우기' })).getByRole('button', { name: '지우기' }));
    expect(await screen.findByText('지웠습니다.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/things');
  });

});

describe('the console editor frame: loading the thing to edit', () => {
  it('says when there is nothing to edit, or why it could not be loaded, with a retry', async () => {
    show({ url: '/things/abc' });
    expect(screen.getByRole('heading', { level: 1, name: '물건 abc' })).toBeTruthy();
    expect(screen.getByText('물건을 찾을 수 없습니다.')).toBeTruthy();
    screen.getByRole('link', { name: '목록으로' });
  });

  it('shows a failed load with the server’s reason and loads again on retry', async () => {
    const load = vi.fn().mockRejectedValueOnce(new ConsoleApiError(500, 9999, '잠시 후 다시 시도해 주세요.')).mockResolvedValueOnce({ ...thing, title: '소파' });
    show({ load });
    expect((await screen.findByRole('alert')).textContent).toContain('잠시 후 다시 시도해 주세요.');
    await userEvent.click(screen.getByRole('button', { name: '다시 불러오기' }));
    expect(((await screen.findByRole('textbox', { name: '제목' })) as HTMLInputElement).value).toBe('소파');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('물건 7');
  });
});
