import { INQUIRY_LIMITS, MAX_INQUIRY_PHOTOS, plainTextProblem, type InquiryView } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { codesOfGroup, commonCodesQuery } from '@/shared/codes';
import { PhotoPicker, usePhotoUploads } from '@/shared/photos';
import { Button, Options } from '@/shared/ui';
import { fetchOrderChoices, inquiryKeys, sendInquiry, uploadInquiryPhoto } from './inquiry-api';
import { TextCounter } from './TextCounter';
import styles from './inquiry.module.css';

interface InquiryFormProps {
  /** The inquiry being edited; absent for a new one. */
  editing?: InquiryView;
  onDone: (inquiryNo: number) => void;
  onCancel: () => void;
}

const uploadFailure = (error: unknown) => (error instanceof Error && error.message ? error.message : '사진을 올리지 못했습니다.');
const formatDay = (iso: string) => new Date(iso).toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul' });

/**
 * 1:1 문의 쓰기 / 수정: category (the code list's INQUIRY_CATEGORY), title and text with their
 * counters, and optionally one of the member's orders. Checked here with the server's own
 * rules, so the server's refusal is only a backstop.
 */
export function InquiryForm({ editing, onDone, onCancel }: InquiryFormProps) {
  const id = useId();
  const client = useQueryClient();
  const categories = useQuery({ ...commonCodesQuery, select: (codes) => codesOfGroup(codes, 'INQUIRY_CATEGORY') });
  const orders = useQuery({ queryKey: inquiryKeys.orders, queryFn: ({ signal }) => fetchOrderChoices(signal) });
  const [category, setCategory] = useState(editing?.category ?? '');
  const [title, setTitle] = useState(editing?.title ?? '');
  const [text, setText] = useState(editing?.text ?? '');
  const [orderNo, setOrderNo] = useState(editing?.orderNo ?? '');
  const [problem, setProblem] = useState<string>();
  const photos = usePhotoUploads(uploadInquiryPhoto, uploadFailure, editing?.photos);

  const save = useMutation({
    mutationFn: () => sendInquiry({ category, title, text, orderNo: orderNo || null, photoIds: photos.imageIds }, editing?.inquiryNo),
    onSuccess: async (inquiryNo) => {
      await client.invalidateQueries({ queryKey: inquiryKeys.all });
      onDone(inquiryNo);
    },
    onError: (error) => setProblem(error.message || '잠시 후 다시 시도해 주세요.'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = !category
      ? '문의 유형을 선택해 주세요.'
      : (plainTextProblem(title, INQUIRY_LIMITS.title, '제목') ?? plainTextProblem(text, INQUIRY_LIMITS.text, '문의 내용') ?? (photos.uploading ? '사진을 올리는 중입니다. 잠시 후 다시 눌러 주세요.' : undefined));
    setProblem(found);
    if (!found) save.mutate();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={problem ? `${id}-problem` : undefined}>
      <div className={styles.field}>
        <label htmlFor={`${id}-category`}>문의 유형</label>
        <select id={`${id}-category`} value={category} onChange={(event) => setCategory(event.target.value)} required>
          <Options blank="선택해 주세요" choices={categories.data?.map((code) => ({ value: code.code, label: code.codeName }))} />
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-order`}>관련 주문 (선택)</label>
        <select id={`${id}-order`} value={orderNo} onChange={(event) => setOrderNo(event.target.value)}>
          <Options blank="주문과 관계없는 문의" choices={orders.data?.map((order) => ({ value: order.orderNo, label: `${formatDay(order.orderedAt)} · ${order.goods} (${order.orderNo})` }))} />
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>제목</label>
        <input id={`${id}-title`} value={title} onChange={(event) => setTitle(event.target.value)} aria-describedby={`${id}-title-count`} required />
        <TextCounter id={`${id}-title-count`} text={title} max={INQUIRY_LIMITS.title.max} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-text`}>문의 내용</label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-text-count`}
          placeholder={`${INQUIRY_LIMITS.text.min}자 이상 적어 주세요. 개인정보(카드번호, 비밀번호 등)는 적지 마세요.`}
          required
        />
        <TextCounter id={`${id}-text-count`} text={text} max={INQUIRY_LIMITS.text.max} />
      </div>
      <PhotoPicker photos={photos.photos} max={MAX_INQUIRY_PHOTOS} onAdd={photos.add} onRemove={photos.remove} inputTestId="inquiry-photo-input" />
      {problem ? (
        <p id={`${id}-problem`} className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {editing ? '수정하기' : '문의 등록'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          취소
        </Button>
      </div>
    </form>
  );
}
