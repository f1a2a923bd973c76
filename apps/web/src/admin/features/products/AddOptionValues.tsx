import { withParticle } from '@maru/domain';
import type { AdminProductView } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormAlert } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import styles from '../../ui/console.module.css';
import { SelectField } from '../../ui/pieces/fields';
import { splitValues } from './option-combinations';
import { addOptionValues, productQuery, productsKey } from './products-api';
import own from './products.module.css';

/**
 * New values for one option group of an existing product (a new colour, a bigger size): the
 * server makes every new combination with the opening stock given here; extra prices and stock
 * are then adjusted row by row above. Values are never removed here: carts and orders name
 * their combinations, so a value no longer sold has its combinations set to 판매 종료.
 */
export function AddOptionValues({ product }: { product: AdminProductView }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [level, setLevel] = useState(0);
  const [text, setText] = useState('');
  const [stock, setStock] = useState('0');
  const [problem, setProblem] = useState<string>();
  const values = splitValues(text);
  const stockCnt = /^\d{1,7}$/.test(stock.trim()) ? Number(stock.trim()) : undefined;

  const add = useMutation({
    mutationFn: () => addOptionValues(product.productNo, { level, values, stockCnt: stockCnt ?? 0 }),
    onSuccess: (saved) => {
      queryClient.setQueryData(productQuery(product.productNo).queryKey, (current) => current && { ...current, options: saved.options, updatedAt: current.updatedAt });
      void queryClient.invalidateQueries({ queryKey: [...productsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: auditKey });
      showToast(`${product.options.groups[level]?.name ?? '옵션'}에 ${withParticle(values.join(', '), '을/를')} 더했습니다.`, 'success');
      setText('');
      setProblem(undefined);
    },
    onError: (error) => setProblem(error instanceof ConsoleApiError ? error.message : '옵션 값을 더하지 못했습니다. 다시 시도해 주세요.'),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!values.length) return setProblem('더할 옵션 값을 입력해 주세요.');
    if (stockCnt === undefined) return setProblem('처음 재고는 0 이상의 정수로 입력해 주세요.');
    add.mutate();
  };

  return (
    <form className={own.inline} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.hint}>
        옵션 값 추가
      </h3>
      <SelectField label="옵션" value={String(level)} onChange={(event) => setLevel(Number(event.target.value))} choices={product.options.groups.map((group, index) => ({ value: String(index), label: `${group.name} (${group.values.join(', ')})` }))} />
      <label className={styles.field}>
        추가할 값 (쉼표로 구분)
        <input value={text} maxLength={400} placeholder="예) 블랙, 그레이" onChange={(event) => setText(event.target.value)} />
      </label>
      <label className={styles.field}>
        새 조합마다 처음 재고
        <input value={stock} inputMode="numeric" size={6} onChange={(event) => setStock(event.target.value)} />
      </label>
      <Button type="submit" variant="secondary" disabled={add.isPending}>
        옵션 값 추가
      </Button>
      <FormAlert message={problem} />
    </form>
  );
}
