import type { ClaimKindName, MyOrderView } from '@maru/domain';
import { useEffect, useRef, useState } from 'react';
import { Button, useToast } from '@/shared/ui';
import type { ClaimSubmitted } from '../api/aftersale-api';
import orderStyles from '../Order.module.css';
import styles from './AfterSale.module.css';
import { AfterSaleOrder } from './AfterSaleOrder';
import { ClaimDetailView } from './ClaimDetail';
import { claimWords } from './claim-form';
import { submittedMessage } from './submitted-message';
import { ClaimForm } from './ClaimForm';

type View = { kind: 'order' } | { kind: 'form'; claim: ClaimKindName; lineNos: readonly number[] } | { kind: 'claim'; claimNo: string };

/**
 * The guest's order with the same actions as a member's, where my page's pages are out of
 * reach: the cancel and return forms, and a claim's details, open here in place of the
 * order, each with a way back. Focus moves to what opened.
 */
export function InPlaceAfterSale({ order }: { order: MyOrderView }) {
  const [view, setView] = useState<View>({ kind: 'order' });
  const { showToast } = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const back = () => setView({ kind: 'order' });

  useEffect(() => {
    if (view.kind !== 'order') headingRef.current?.focus();
  }, [view]);

  if (view.kind === 'form') {
    const words = claimWords[view.claim];
    const submitted = (result: ClaimSubmitted) => {
      showToast(submittedMessage(view.claim, result), 'success');
      setView(result.claimNos[0] ? { kind: 'claim', claimNo: result.claimNos[0] } : { kind: 'order' });
    };
    return (
      <section className={orderStyles.section} aria-labelledby="in-place-title">
        <h2 id="in-place-title" ref={headingRef} tabIndex={-1} className={orderStyles.sectionTitle}>
          {words.title}
        </h2>
        <ClaimForm kind={view.claim} order={order} initialLineNos={view.lineNos} onSubmitted={submitted} onCancel={back} headingLevel={3} />
      </section>
    );
  }

  if (view.kind === 'claim') {
    return (
      <section className={styles.inPlace} aria-labelledby="in-place-title">
        <div className={styles.inPlaceHead}>
          <h2 id="in-place-title" ref={headingRef} tabIndex={-1} className={orderStyles.sectionTitle}>
            취소·반품 상세
          </h2>
          <Button variant="secondary" onClick={back}>
            주문으로 돌아가기
          </Button>
        </div>
        <ClaimDetailView claimNo={view.claimNo} headingLevel={3} />
      </section>
    );
  }

  return (
    <AfterSaleOrder
      order={order}
      entry={{ mode: 'in-place', openForm: (claim, lineNos) => setView({ kind: 'form', claim, lineNos }), openClaim: (claimNo) => setView({ kind: 'claim', claimNo }) }}
    />
  );
}
