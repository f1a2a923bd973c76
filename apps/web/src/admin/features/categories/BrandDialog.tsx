import { brandLogoUrl, type ConsoleBrand, type UpdateBrandRequest } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/shared/form';
import { ConsoleApiError } from '../../api/console-api';
import { taxonomyKey, uploadBrandLogo } from './categories-api';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';

interface BrandDialogProps {
  brand: ConsoleBrand;
  pending: boolean;
  problem: string | undefined;
  onCancel: () => void;
  onSave: (edit: UpdateBrandRequest) => void;
}

/** The fields that differ from the brand as it is (only those are sent); an empty logo field removes the logo. */
export function brandEdit(brand: ConsoleBrand, form: { nameKo: string; nameLatin: string; countryKo: string; description: string; logoUrl: string }): UpdateBrandRequest {
  const edit: UpdateBrandRequest = {};
  if (form.nameKo.trim() !== brand.nameKo) edit.nameKo = form.nameKo.trim();
  if (form.nameLatin.trim() !== brand.nameLatin) edit.nameLatin = form.nameLatin.trim();
  if (form.countryKo.trim() !== brand.countryKo) edit.countryKo = form.countryKo.trim();
  if (form.description.trim() !== brand.description) edit.description = form.description.trim();
  const logo = form.logoUrl.trim() || null;
  if (logo !== brand.logoUrl) edit.logoUrl = logo;
  return edit;
}

/**
 * 브랜드 수정: names, country, the shoppers' introduction and the logo — a picture uploaded
 * here (saved at once, the old uploaded logo's files removed) or an address typed in.
 */
export function BrandDialog({ brand: given, pending, problem, onCancel, onSave }: BrandDialogProps) {
  const queryClient = useQueryClient();
  /** The brand as the server last answered: an uploaded logo is already saved, so it is not sent again. */
  const [brand, setBrand] = useState(given);
  const [form, setForm] = useState({ nameKo: brand.nameKo, nameLatin: brand.nameLatin, countryKo: brand.countryKo, description: brand.description, logoUrl: brand.logoUrl ?? '' });
  const formId = useId();
  const upload = useMutation({
    mutationFn: (file: File) => uploadBrandLogo(brand.brandNo, file),
    onSuccess: (saved) => {
      setBrand(saved);
      setForm((current) => ({ ...current, logoUrl: saved.logoUrl ?? '' }));
      void queryClient.invalidateQueries({ queryKey: taxonomyKey });
    },
  });
  const uploadProblem = upload.error ? (upload.error instanceof ConsoleApiError ? upload.error.message : '로고를 올리지 못했습니다. 다시 시도해 주세요.') : undefined;
  // An uploaded logo's address is the storage's (a bucket's URL may not be https in a test setup): only typed ones are checked.
  const logoOk = form.logoUrl.trim() === '' || form.logoUrl === brand.logoUrl || brandLogoUrl.safeParse(form.logoUrl).success;
  const edit = brandEdit(brand, form);
  const ready = logoOk && form.nameKo.trim() !== '' && form.nameLatin.trim() !== '' && Object.keys(edit).length > 0;
  const field = (key: keyof typeof form) => ({ value: form[key], onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSave(edit);
  };

  return (
    <ConfirmDialog title={`브랜드 수정: ${brand.nameKo}`} onCancel={onCancel} confirmLabel="저장" form={formId} ready={ready} pending={pending}>
      <form id={formId} className={styles.form} onSubmit={submit}>
        <label className={styles.field}>
          브랜드명
          <input required maxLength={40} {...field('nameKo')} />
        </label>
        <label className={styles.field}>
          영문 브랜드명
          <input required maxLength={60} {...field('nameLatin')} />
        </label>
        <label className={styles.field}>
          국가
          <input maxLength={30} {...field('countryKo')} />
        </label>
        <label className={styles.field}>
          소개
          <textarea rows={5} maxLength={2000} {...field('description')} />
        </label>
        <div className={styles.field}>
          {form.logoUrl && logoOk ? <img src={form.logoUrl} alt={`${brand.nameKo} 로고 미리보기`} height={48} /> : null}
          <label>
            로고 그림 올리기
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={upload.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) upload.mutate(file);
                event.target.value = '';
              }}
            />
          </label>
          <span className={styles.hint} aria-live="polite">
            {upload.isPending ? '로고를 올리는 중…' : upload.isSuccess ? '로고를 올려 저장했습니다.' : 'JPEG·PNG·WebP. 올리면 바로 저장되고 이전에 올린 로고 파일은 지워집니다.'}
          </span>
          <FormAlert message={uploadProblem} />
        </div>
        <label className={styles.field}>
          로고 주소
          <input inputMode="url" maxLength={500} placeholder="https://… 또는 /media/…" aria-invalid={!logoOk || undefined} {...field('logoUrl')} />
          <span className={logoOk ? styles.hint : styles.error} aria-live="polite">
            {logoOk ? 'https 주소나 이 쇼핑몰의 /media/ 경로. 비우면 로고를 쓰지 않습니다.' : 'https 주소나 /media/ 경로를 입력해 주세요.'}
          </span>
        </label>
        <FormAlert message={problem} />
      </form>
    </ConfirmDialog>
  );
}
