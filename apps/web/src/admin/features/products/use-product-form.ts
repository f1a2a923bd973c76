import type { AdminProductView } from '@maru/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCheckedForm } from '@/shared/form';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { changedFieldsOf, checkProductValues, createRequestOf, emptyProductValues, PRODUCT_FIELDS, type ProductFormValues, valuesOfProduct } from './product-form-values';
import { createProduct, productQuery, productsKey, updateProduct } from './products-api';

/** Saving an unchanged product: said over the form like a refusal, nothing is sent. */
class NothingChanged extends Error {}

/**
 * The product form's values as typed and its sending: a new product is created and its page
 * opened; an existing one sends only what changed (nothing changed is a refusal), and the
 * lists and the audit log are read again.
 */
export function useProductForm(product: AdminProductView | undefined) {
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

  return { values, patch, form };
}
