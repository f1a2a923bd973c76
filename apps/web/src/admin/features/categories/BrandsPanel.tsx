import { type ConsoleBrand, formatNumber, type UpdateBrandRequest } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import styles from '../../ui/console.module.css';
import { DataTable } from '../../ui/pieces/DataTable';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { BrandDialog } from './BrandDialog';
import { brandListQuery, taxonomyKey, updateBrand } from './categories-api';
import own from './categories.module.css';

/** 브랜드: every brand with its products, edited in a dialog. */
export function BrandsPanel() {
  const brands = useQuery(brandListQuery);
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [editing, setEditing] = useState<ConsoleBrand>();
  const save = useMutation({
    mutationFn: ({ brandNo, edit }: { brandNo: number; edit: UpdateBrandRequest }) => updateBrand(brandNo, edit),
    onSuccess: (brand) => {
      showToast(`${brand.nameKo} 브랜드를 저장했습니다.`);
      setEditing(undefined);
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: taxonomyKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });
  const problem = save.error ? (save.error instanceof ConsoleApiError ? save.error.message : '저장하지 못했습니다. 다시 시도해 주세요.') : undefined;

  return (
    <section className={styles.panel} aria-labelledby="brands-heading">
      <h2 id="brands-heading">브랜드</h2>
      {brands.isPending ? (
        <p className={styles.empty} role="status">
          브랜드를 불러오는 중
        </p>
      ) : brands.isError ? (
        <QueryFailure error={brands.error} retry={() => void brands.refetch()} />
      ) : (
        <DataTable caption={`브랜드 ${formatNumber(brands.data.list.length)}개`} columns={['로고', '브랜드명', '영문명', '국가', '상품 수', '소개', '']}>
          {brands.data.list.map((brand) => (
            <tr key={brand.brandNo}>
              <td>{brand.logoUrl ? <img className={own.logo} src={brand.logoUrl} alt={`${brand.nameKo} 로고`} /> : <span className={styles.muted}>없음</span>}</td>
              <td className={styles.nowrap}>{brand.nameKo}</td>
              <td className={styles.nowrap}>{brand.nameLatin}</td>
              <td className={styles.nowrap}>{brand.countryKo}</td>
              <td className={styles.nowrap}>{formatNumber(brand.productCnt)}개</td>
              <td className={own.description} title={brand.description}>
                {brand.description || <span className={styles.muted}>없음</span>}
              </td>
              <td>
                <Button
                  variant="secondary"
                  className={styles.small}
                  aria-label={`${brand.nameKo} 수정`}
                  onClick={() => {
                    save.reset();
                    setEditing(brand);
                  }}
                >
                  수정
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {editing ? (
        <BrandDialog
          brand={editing}
          pending={save.isPending}
          problem={problem}
          onCancel={() => setEditing(undefined)}
          onSave={(edit) => save.mutate({ brandNo: editing.brandNo, edit })}
        />
      ) : null}
    </section>
  );
}
