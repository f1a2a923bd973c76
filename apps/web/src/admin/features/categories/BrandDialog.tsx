import { brandLogoUrl, type ConsoleBrand, type UpdateBrandRequest } from '@maru/domain';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/shared/form';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

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

/** 브랜드 수정: names, country, the shoppers' introduction and the logo address. */
export function BrandDialog({ brand, pending, problem, onCancel, onSave }: BrandDialogProps) {
  const [form, setForm] = useState({ nameKo: brand.nameKo, nameLatin: brand.nameLatin, countryKo: brand.countryKo, description: brand.description, logoUrl: brand.logoUrl ?? '' });
  const formId = useId();
  const logoOk = form.logoUrl.trim() === '' || brandLogoUrl.safeParse(form.logoUrl).success;
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
