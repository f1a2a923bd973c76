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
import { productQuery, productsKey, renameOptionValue } from './products-api';
import own from './products.module.css';

/**
 * One option value renamed (a typo, the maker's new colour name): every combination holding it
 * shows the new name in the shop and in carts at once; numbers, stock and the ledger stay, and
 * orders already placed keep the name they were bought under.
 */
export function RenameOptionValue({ product }: { product: AdminProductView }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [level, setLevel] = useState(0);
  const values = product.options.groups[level]?.values ?? [];
  const [from, setFrom] = useState(values[0] ?? '');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string>();
  const chosen = values.includes(from) ? from : (values[0] ?? '');

  const rename = useMutation({
    mutationFn: () => renameOptionValue(product.productNo, { level, from: chosen, to: to.trim() }),
    onSuccess: (saved) => {
      queryClient.setQueryData(productQuery(product.productNo).queryKey, (current) => current && { ...current, options: saved.options });
      void queryClient.invalidateQueries({ queryKey: [...productsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: auditKey });
      showToast(`옵션 값 ${withParticle(`'${chosen}'`, '을/를')} ${withParticle(`'${to.trim()}'`, '으로/로')} 바꿨습니다.`, 'success');
      setFrom(to.trim());
      setTo('');
      setProblem(undefined);
    },
    onError: (error) => setProblem(error instanceof ConsoleApiError ? error.message : '옵션 값 이름을 바꾸지 못했습니다. 다시 시도해 주세요.'),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!to.trim()) return setProblem('새 이름을 입력해 주세요.');
    if (to.trim() === chosen) return setProblem('지금 이름과 같습니다.');
    rename.mutate();
  };

  return (
    <form className={own.inline} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.hint}>
        옵션 값 이름 바꾸기
      </h3>
      <SelectField
        label="옵션"
        value={String(level)}
        onChange={(event) => {
          setLevel(Number(event.target.value));
          setFrom('');
        }}
        choices={product.options.groups.map((group, index) => ({ value: String(index), label: group.name }))}
      />
      <SelectField label="바꿀 값" value={chosen} onChange={(event) => setFrom(event.target.value)} choices={values.map((value) => ({ value, label: value }))} />
      <label className={styles.field}>
        새 이름
        <input value={to} maxLength={40} placeholder="예) 다크 월넛" onChange={(event) => setTo(event.target.value)} />
      </label>
      <Button type="submit" variant="secondary" disabled={rename.isPending}>
        이름 바꾸기
      </Button>
      <FormAlert message={problem} />
    </form>
  );
}
