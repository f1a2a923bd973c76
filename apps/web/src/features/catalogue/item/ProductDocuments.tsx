import { useQuery } from '@tanstack/react-query';
import { api, readAnswer } from '@/shared/api';
import { useNearViewport } from '@/shared/browser';
import { DownloadList } from '@/shared/download';
import styles from './ProductItem.module.css';

const productDocumentsQuery = (productNo: number) => ({
  queryKey: ['catalogue', 'documents', productNo] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await readAnswer('productDocumentsData', (await api.get(`/product/v1/${productNo}/documents`, { signal })).data)).documents,
  staleTime: 10 * 60_000,
});

/**
 * 자료 다운로드: the spec sheet, installation guide and brand catalogue of tiles and faucets
 * (docs/share-and-downloads.md). Other products have none and show nothing; it fills in
 * after the first screen, as nobody needs it to decide what the page is.
 */
export function ProductDocuments({ productNo }: { productNo: number }) {
  // Asked once this place comes near the viewport (useNearViewport); until there are documents an
  // empty marker holds it (rendered by the server too, so hydration matches).
  const [placeRef, near] = useNearViewport();
  const documents = useQuery({ ...productDocumentsQuery(productNo), enabled: near });
  if (!documents.data?.length) return <div ref={placeRef} />;
  return (
    <section className={styles.documents} aria-labelledby="documents-heading">
      <h2 id="documents-heading" className={styles.subHeading}>
        자료 다운로드
      </h2>
      <DownloadList items={documents.data.map((document) => ({ title: document.title, path: document.path, fileName: document.fileName }))} />
    </section>
  );
}
