import { type AdminProductView, PRODUCT_STATUSES, productStatusLabels } from '@maru/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BusyButton, describedByOf, FieldFrame, FormAlert, FormField, useCheckedForm } from '@/shared/form';
import { Options } from '@/shared/ui/Options';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import styles from '../../ui/console.module.css';
import { DeliveryFields } from './DeliveryFields';
import { NewOptionsEditor } from './NewOptionsEditor';
import { NoticeFields } from './NoticeFields';
import {
  changedFieldsOf,
  checkProductValues,
  createRequestOf,
  discountRate,
  emptyProductValues,
  missingNotice,
  PRODUCT_FIELDS,
  type ProductFormValues,
  valuesOfProduct,
} from './product-form-values';
import { createProduct, type ProductChoices, productQuery, productsKey, updateProduct } from './products-api';
import own from './products.module.css';

/** Saving an unchanged product: said over the form like a refusal, nothing is sent. */
class NothingChanged extends Error {}

interface ProductFormProps {
  /** The product as loaded; a new product has none. The page keys the form by its updatedAt, so a save starts it afresh. */
  product?: AdminProductView;
  choices: ProductChoices;
}

/** The product's own fields; a new product's options too (an existing one edits its combinations apart). */
export function ProductForm({ product, choices }: ProductFormProps) {
  const isNew = !product;
  const [original] = useState(() => (product ? valuesOfProduct(product) : emptyProductValues()));
  const [values, setValues] = useState(original);
  const patch = (change: Partial<ProductFormValues>) => setValues((current) => ({ ...current, ...change }));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showToast } = useToast();

  const form = useCheckedForm({
    fields: PRODUCT_FIELDS,
    validate: () => checkProductValues(values, isNew),
    send: async () => {
      if (!product) {
        const created = await createProduct(createRequestOf(values));
        queryClient.setQueryData(productQuery(created.productNo).queryKey, created);
        showToast(`상품 ${created.productNo}번을 등록했습니다.`, 'success');
        void queryClient.invalidateQueries({ queryKey: auditKey });
        await navigate(`../${created.productNo}`, { relative: 'path' });
        return;
      }
      const changes = changedFieldsOf(original, values);
      if (Object.keys(changes).length === 0) throw new NothingChanged();
      const saved = await updateProduct(product.productNo, changes);
      showToast('저장했습니다.', 'success');
      await Promise.all([queryClient.invalidateQueries({ queryKey: [...productsKey, 'list'] }), queryClient.invalidateQueries({ queryKey: auditKey })]);
      queryClient.setQueryData(productQuery(saved.productNo).queryKey, saved);
    },
    refused: (error) => ({
      message: error instanceof NothingChanged ? '바뀐 내용이 없습니다.' : error instanceof ConsoleApiError ? error.message : '저장하지 못했습니다. 다시 시도해 주세요.',
    }),
  });
  const { errors } = form;
  const rate = discountRate(values.price, values.sellingPrice);
  const leafCategories = choices.categories.filter((category) => category.leaf || String(category.categoryNo) === values.categoryNo);

  const select = (id: 'brandNo' | 'categoryNo', label: string, choicesOfField: { value: number; label: string }[]) => (
    <FieldFrame id={id} label={label} mark="required" error={errors[id]} hint={id === 'categoryNo' ? '최하위 카테고리만 고를 수 있습니다.' : undefined}>
      <select
        id={id}
        value={values[id]}
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={describedByOf(id, id === 'categoryNo' ? 'hint' : undefined, errors[id])}
        onChange={(event) => patch({ [id]: event.target.value })}
      >
        <Options choices={choicesOfField} blank="선택해 주세요" />
      </select>
    </FieldFrame>
  );

  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate aria-label={isNew ? '상품 등록' : '상품 수정'}>
      <fieldset className={own.section}>
        <legend>기본 정보</legend>
        <div className={own.grid}>
          <FormField id="productName" label="상품명" required maxLength={100} value={values.productName} error={errors.productName} onChange={(event) => patch({ productName: event.target.value })} />
          {select('brandNo', '브랜드', choices.brands.map((brand) => ({ value: brand.brandNo, label: brand.name })))}
          {select('categoryNo', '카테고리', leafCategories.map((category) => ({ value: category.categoryNo, label: category.path })))}
          <FormField id="price" label="정가 (원)" required inputMode="numeric" value={values.price} error={errors.price} onChange={(event) => patch({ price: event.target.value })} />
          <FormField
            id="sellingPrice"
            label="판매가 (원)"
            required
            inputMode="numeric"
            value={values.sellingPrice}
            error={errors.sellingPrice}
            hint={<span aria-live="polite">할인율 {rate === undefined ? '—' : `${rate}%`} · 정가보다 클 수 없습니다.</span>}
            onChange={(event) => patch({ sellingPrice: event.target.value })}
          />
          <label className={own.check}>
            <input type="checkbox" checked={values.inquiryProduct} onChange={(event) => patch({ inquiryProduct: event.target.checked })} /> 가격문의 상품 (판매가 0원, 쇼핑몰에서는 팔지 않고 가격문의로 보입니다)
          </label>
          <fieldset className={`${own.inline} ${own.plain}`}>
            <legend className={styles.hint}>부가세</legend>
            <label className={own.check}>
              <input type="radio" name="vatRate" checked={values.vatRate === '10'} onChange={() => patch({ vatRate: '10' })} /> 과세 (10%)
            </label>
            <label className={own.check}>
              <input type="radio" name="vatRate" checked={values.vatRate === '0'} onChange={() => patch({ vatRate: '0' })} /> 면세
            </label>
          </fieldset>
        </div>
      </fieldset>

      <fieldset className={own.section}>
        <legend>배송</legend>
        <DeliveryFields deliveries={values.deliveries} error={errors.deliveries} onChange={(deliveries) => patch({ deliveries })} />
      </fieldset>

      <fieldset className={own.section}>
        <legend>상세 설명</legend>
        <label className={styles.field} htmlFor="description">
          상세 설명 (HTML)
          <textarea id="description" rows={8} maxLength={50_000} value={values.description} aria-describedby="description-hint" onChange={(event) => patch({ description: event.target.value })} />
          <span id="description-hint" className={styles.hint}>
            HTML로 입력합니다. 쇼핑몰에 보일 때는 안전하게 정리되어(스크립트·이벤트 속성 등 제거) 보입니다.
          </span>
        </label>
      </fieldset>

      <fieldset className={own.section}>
        <legend>검색·판매</legend>
        <div className={own.grid}>
          <FormField
            id="searchKeywords"
            label="검색어"
            value={values.searchKeywords}
            error={errors.searchKeywords}
            hint="쉼표로 구분, 20개까지"
            placeholder="예) 욕실타일, 포세린"
            onChange={(event) => patch({ searchKeywords: event.target.value })}
          />
          <FieldFrame id="status" label="판매 상태" hint="판매중으로 두려면 상품정보제공고시를 모두 채워야 합니다.">
            <select id="status" value={values.status} aria-describedby="status-hint" onChange={(event) => patch({ status: event.target.value as ProductFormValues['status'] })}>
              <Options choices={PRODUCT_STATUSES.map((status) => ({ value: status, label: productStatusLabels[status] }))} />
            </select>
          </FieldFrame>
          <FormField id="displayFrom" label="진열 시작 (한국 시간)" type="datetime-local" value={values.displayFrom} hint="비우면 바로" onChange={(event) => patch({ displayFrom: event.target.value })} />
          <FormField id="displayUntil" label="진열 종료 (한국 시간)" type="datetime-local" value={values.displayUntil} error={errors.displayUntil} hint="비우면 계속" onChange={(event) => patch({ displayUntil: event.target.value })} />
          <FormField
            id="lowStockThreshold"
            label="재고 부족 기준"
            inputMode="numeric"
            value={values.lowStockThreshold}
            error={errors.lowStockThreshold}
            hint="옵션 재고가 이 수 이하이면 재고 부족 목록에 나옵니다."
            onChange={(event) => patch({ lowStockThreshold: event.target.value })}
          />
          <label className={own.check}>
            <input type="checkbox" checked={values.sampleable} onChange={(event) => patch({ sampleable: event.target.checked })} /> 샘플 신청 가능
          </label>
        </div>
      </fieldset>

      <fieldset className={own.section}>
        <legend>상품정보제공고시</legend>
        <NoticeFields group={values.noticeGroup} items={values.noticeItems} missing={missingNotice(values)} error={errors.notice} onChange={patch} />
      </fieldset>

      {isNew ? (
        <fieldset className={own.section}>
          <legend>옵션</legend>
          <NewOptionsEditor groups={values.optionGroups} combinations={values.combinations} error={errors.options} onChange={patch} />
        </fieldset>
      ) : null}

      <div className={own.actions}>
        <FormAlert message={form.refusal} />
        <BusyButton type="submit" busy={form.busy} busyLabel="저장하는 중…">
          {isNew ? '상품 등록' : '저장'}
        </BusyButton>
      </div>
    </form>
  );
}
