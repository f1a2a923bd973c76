import type { LayoutName } from '@/shared/layout';
import { pageAt } from '@/shared/routing';

/** The frame a path gets (spec 01 §2 layouts), as the page table says. */
export function layoutFor(pathname: string): LayoutName {
  return pageAt(pathname).layout;
}
