import { type AdminStylingView, STYLING_SPACES, STYLING_STYLES, stylingSpaceNames, stylingStyleNames, stylingWrite } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FieldError, FormAlert } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { PreviewFrames } from '../../ui/PreviewFrames';
import { QueryFailure } from '../../ui/QueryFailure';
import consoleStyles from '../../ui/console.module.css';
import { HotspotEditor } from './HotspotEditor';
import { ImageUpload } from './ImageUpload';
import { createStyling, deleteStyling, saveStyling, stylingKey, stylingQuery } from './inspiration-api';
import { ScheduleBadge } from './ScheduleBadge';
import { ScheduleFields } from './ScheduleFields';
import { issuesByPath } from './schedule-values';
import { emptyStylingForm, formOfStyling, type StylingFormValues, writeOfStyling } from './styling-form';
import styles from './inspiration.module.css';

const failed = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);

/** 새 스타일링 (/styling/new) or one room (/styling/:stylingNo): its photo and tags, words, schedule and preview. */
export function StylingEditPage() {
  const { stylingNo = 'new' } = useParams();
  const number = /^\d{1,10}$/.test(stylingNo) ? Number(stylingNo) : 0;
  const room = useQuery({ ...stylingQuery(number), enabled: number > 0 });
  if (stylingNo === 'new') return <StylingEditor initial={emptyStylingForm()} />;
  return number === 0 ? (
    <>
      <PageHeader title={`스타일링 ${stylingNo}`} description={<Link to="..">스타일링 목록으로</Link>} />
      <p className={consoleStyles.empty}>스타일링을 찾을 수 없습니다.</p>
    </>
  ) : room.isPending ? (
    <Spinner label="스타일링을 불러오는 중" />
  ) : room.isError ? (
    <>
      <PageHeader title={`스타일링 ${stylingNo}`} description={<Link to="..">스타일링 목록으로</Link>} />
      <QueryFailure error={room.error} retry={() => void room.refetch()} />
    </>
  ) : (
    <StylingEditor key={room.data.updatedAt} initial={formOfStyling(room.data)} view={room.data} />
  );
}

function StylingEditor({ initial, view }: { initial: StylingFormValues; view?: AdminStylingView }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const set = <Key extends keyof StylingFormValues>(key: Key, value: StylingFormValues[Key]) => setValues((current) => ({ ...current, [key]: value }));
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: [...stylingKey, 'list'] }), queryClient.invalidateQueries({ queryKey: auditKey })]);

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof writeOfStyling>) => (view ? saveStyling(view.stylingNo, body) : createStyling(body)),
    onSuccess: (saved) => {
      queryClient.setQueryData(stylingQuery(saved.stylingNo).queryKey, saved);
      showToast(view ? '스타일링을 저장했습니다.' : '스타일링을 만들었습니다.', 'success');
      if (!view) void navigate(`../${saved.stylingNo}`, { relative: 'path' });
    },
    onError: (error) => setProblem(failed(error, '저장하지 못했습니다. 다시 시도해 주세요.')),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: () => deleteStyling(view!.stylingNo),
    onSuccess: () => {
      showToast('스타일링을 지웠습니다.', 'success');
      void navigate('..', { relative: 'path' });
    },
    onError: (error) => {
      setDeleting(false);
      showToast(failed(error, '지우지 못했습니다.'), 'error');
    },
    onSettled: refresh,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const body = writeOfStyling(values);
    const checked = stylingWrite.safeParse(body);
    const found = checked.success ? {} : issuesByPath(checked.error.issues);
    values.hotspots.forEach((hotspot, index) => {
      if (!hotspot.product) found[`hotspots.${index}.productNo`] = `상품 태그 ${index + 1}에 넣을 상품을 골라 주세요.`;
    });
    if (!values.photo) found.photoImageId = '스타일링 사진을 올려 주세요.';
    setErrors(found);
    if (Object.keys(found).length) {
      setProblem('고칠 곳이 있습니다. 표시된 칸을 확인해 주세요.');
      return;
    }
    save.mutate(body);
  };

  const text = (key: 'title' | 'summary' | 'description' | 'photoCaption', label: string, options: { maxLength: number; rows?: number; hint?: string }) => {
    const fieldId = `${id}-${key}`;
    const error = errors[key];
    const describedBy = [options.hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ') || undefined;
    const common = { id: fieldId, value: values[key], maxLength: options.maxLength, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId}>{label}</label>
        {options.rows ? <textarea {...common} rows={options.rows} onChange={(event) => set(key, event.target.value)} /> : <input {...common} autoComplete="off" onChange={(event) => set(key, event.target.value)} />}
        {options.hint ? (
          <span id={`${fieldId}-hint`} className={styles.muted}>
            {options.hint}
          </span>
        ) : null}
        <FieldError id={`${fieldId}-error`} message={error} />
      </div>
    );
  };

  return (
    <>
      <PageHeader
        title={view ? view.title : '새 스타일링'}
        description={
          <>
            <Link to="..">스타일링 목록으로</Link>
            {view ? (
              <>
                {' · '}
                <ScheduleBadge status={view.schedule.status} />
                {' · '}
                <a href={`/styling/${view.stylingNo}`} target="_blank" rel="noreferrer">
                  쇼핑몰에서 보기 (새 창)
                </a>
              </>
            ) : null}
          </>
        }
        actions={
          view ? (
            <Button variant="secondary" onClick={() => setDeleting(true)}>
              스타일링 지우기
            </Button>
          ) : null
        }
      />
      <form className={styles.editor} onSubmit={submit} noValidate aria-label="스타일링 정보">
        <fieldset className={styles.fieldset}>
          <legend>기본 정보</legend>
          {text('title', '제목', { maxLength: 200 })}
          {text('summary', '요약', { maxLength: 500, rows: 2, hint: '목록 카드에 보이는 한 문장' })}
          <div className={styles.field}>
            <label htmlFor={`${id}-space`}>공간</label>
            <select id={`${id}-space`} value={values.space} onChange={(event) => set('space', event.target.value as StylingFormValues['space'])}>
              {STYLING_SPACES.map((space) => (
                <option key={space} value={space}>
                  {stylingSpaceNames[space]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-style`}>스타일</label>
            <select id={`${id}-style`} value={values.style} onChange={(event) => set('style', event.target.value as StylingFormValues['style'])}>
              {STYLING_STYLES.map((style) => (
                <option key={style} value={style}>
                  {stylingStyleNames[style]}
                </option>
              ))}
            </select>
          </div>
          {text('description', '설명', { maxLength: 5_000, rows: 5, hint: '빈 줄로 문단을 나눕니다. 글자 그대로 보입니다 (HTML 없음).' })}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>사진</legend>
          <ImageUpload
            section="styling"
            label={values.photo ? '다른 사진 올리기' : '사진 올리기'}
            error={errors.photoImageId}
            onUploaded={(image) => setValues((current) => ({ ...current, photoImageId: image.imageId, photo: { url: image.url, width: image.width, height: image.height } }))}
          />
          {text('photoCaption', '사진 설명', { maxLength: 200 })}
          {view && view.otherPhotos > 0 ? <p className={styles.muted}>이 스타일링의 다른 사진 {view.otherPhotos}장과 그 상품 태그는 그대로 둡니다.</p> : null}
        </fieldset>
        {values.photo ? <HotspotEditor photo={values.photo} hotspots={values.hotspots} onChange={(hotspots) => set('hotspots', hotspots)} errors={errors} /> : <p className={styles.muted}>사진을 올리면 상품 태그를 놓을 수 있습니다.</p>}
        <ScheduleFields legend="게시" values={values.schedule} onChange={(schedule) => set('schedule', schedule)} errors={errors} required={false} />
        <FormAlert message={problem} />
        <div className={consoleStyles.panelActions}>
          <Button type="submit" disabled={save.isPending}>
            {view ? '저장' : '스타일링 만들기'}
          </Button>
        </div>
      </form>
      {view ? (
        <section className={consoleStyles.panel} aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`} className={styles.sectionTitle}>
            미리보기 (저장된 내용)
          </h2>
          <PreviewFrames path={`/styling/${view.stylingNo}`} items={[{ kind: 'styling', id: view.stylingNo }]} title={`스타일링 ${view.stylingNo}`} />
        </section>
      ) : null}
      {deleting && view ? (
        <ConfirmDialog title="스타일링 지우기" confirmLabel="지우기" pending={remove.isPending} onCancel={() => setDeleting(false)} onConfirm={() => remove.mutate()}>
          <p>‘{view.title}’ 스타일링과 올린 사진을 지웁니다. 쇼핑몰에서 바로 사라지고 되돌릴 수 없습니다.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
