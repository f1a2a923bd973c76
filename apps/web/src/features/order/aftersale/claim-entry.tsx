import type { ClaimKindName } from '@maru/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { Button, LinkButton, type ButtonVariant } from '@/shared/ui';
import styles from './AfterSale.module.css';

/**
 * Where the cancel and return forms and a claim's details open: a member goes to my page's
 * pages for them; a guest, who cannot open my page, gets them in place on the same page.
 */
export type ClaimEntry =
  | { mode: 'pages'; formHref: (kind: ClaimKindName, lineNos: readonly number[]) => string; claimHref: (claimNo: string) => string }
  | { mode: 'in-place'; openForm: (kind: ClaimKindName, lineNos: readonly number[]) => void; openClaim: (claimNo: string) => void };

export const memberClaimEntry = (orderNo: string): ClaimEntry => ({
  mode: 'pages',
  formHref: (kind, lineNos) => paths.mypage.orderClaimForm(kind, { orderNo, lineNos }),
  claimHref: (claimNo) => paths.mypage.orderCancelDetail(claimNo),
});

interface FormControlProps {
  entry: ClaimEntry;
  kind: ClaimKindName;
  lineNos: readonly number[];
  children: ReactNode;
  variant?: ButtonVariant;
  /** The product's name, so "주문 취소" says which line it is for. */
  describedBy?: string;
}

/** 주문 취소 / 반품 신청: a link to the form, or a button that opens it here. */
export function ClaimFormControl({ entry, kind, lineNos, children, variant = 'secondary', describedBy }: FormControlProps) {
  if (entry.mode === 'pages') {
    return (
      <LinkButton variant={variant} to={entry.formHref(kind, lineNos)} aria-describedby={describedBy}>
        {children}
      </LinkButton>
    );
  }
  return (
    <Button variant={variant} aria-describedby={describedBy} onClick={() => entry.openForm(kind, lineNos)}>
      {children}
    </Button>
  );
}

/** A link to a claim's details (or a button showing them here). */
export function ClaimLink({ entry, claimNo, children }: { entry: ClaimEntry; claimNo: string; children: ReactNode }) {
  if (entry.mode === 'pages') {
    return (
      <Link to={entry.claimHref(claimNo)} className={styles.textLink}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" className={styles.textLink} onClick={() => entry.openClaim(claimNo)}>
      {children}
    </button>
  );
}
