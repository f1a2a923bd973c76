import type { AdminExhibitionBlock, AdminExhibitionView, ExhibitionBlockWriteInput, ExhibitionWriteInput, PickedCoupon, PickedProduct } from '@maru/domain';
import { scheduleInputOf, type ScheduleValues, scheduleValuesOf } from '../../ui/pieces/schedule';

// The exhibition editor's state: the fields as typed and the blocks with what they show
// (pictures, product and coupon names), to and from the domain's write.

let nextKey = 0;
/** Blocks have no ids of their own: a key per block while it is edited, so React keeps each one's fields. */
export const blockKey = () => `block-${(nextKey += 1)}`;

export type EditorBlock =
  | { key: string; kind: 'IMAGE'; imageId: number | null; imageKey: string | null; url: string | null; alt: string; linkUrl: string }
  | { key: string; kind: 'EDITOR'; html: string }
  | { key: string; kind: 'PRODUCT'; title: string; products: PickedProduct[] }
  | { key: string; kind: 'COUPON'; title: string; coupons: PickedCoupon[] };

export type BlockKind = EditorBlock['kind'];

export const blockKindLabels: Readonly<Record<BlockKind, string>> = { IMAGE: '사진', EDITOR: '글', PRODUCT: '상품 묶음', COUPON: '쿠폰' };

export function emptyBlock(kind: BlockKind): EditorBlock {
  const key = blockKey();
  switch (kind) {
    case 'IMAGE':
      return { key, kind, imageId: null, imageKey: null, url: null, alt: '', linkUrl: '' };
    case 'EDITOR':
      return { key, kind, html: '' };
    case 'PRODUCT':
      return { key, kind, title: '', products: [] };
    case 'COUPON':
      return { key, kind, title: '기획전 쿠폰 받기', coupons: [] };
  }
}

export function editorBlockOf(block: AdminExhibitionBlock): EditorBlock {
  const key = blockKey();
  switch (block.kind) {
    case 'IMAGE':
      return { key, kind: 'IMAGE', imageId: block.imageId, imageKey: block.imageKey, url: block.url, alt: block.alt, linkUrl: block.linkUrl ?? '' };
    case 'EDITOR':
      return { key, kind: 'EDITOR', html: block.html };
    case 'PRODUCT':
      return { key, kind: 'PRODUCT', title: block.title, products: block.products };
    case 'COUPON':
      return { key, kind: 'COUPON', title: block.title, coupons: block.coupons };
  }
}

export function blockWriteOf(block: EditorBlock): ExhibitionBlockWriteInput {
  switch (block.kind) {
    case 'IMAGE':
      return { kind: 'IMAGE', imageId: block.imageId, imageKey: block.imageId === null ? block.imageKey : null, alt: block.alt, linkUrl: block.linkUrl.trim() || null };
    case 'EDITOR':
      return { kind: 'EDITOR', html: block.html };
    case 'PRODUCT':
      return { kind: 'PRODUCT', title: block.title, productNos: block.products.map((product) => product.productNo) };
    case 'COUPON':
      return { kind: 'COUPON', title: block.title, couponIds: block.coupons.map((coupon) => coupon.couponId) };
  }
}

export interface ExhibitionFormValues {
  title: string;
  summary: string;
  /** A new upload for the cover; null keeps the current one. */
  coverImageId: number | null;
  coverUrl: string | null;
  coverAlt: string;
  schedule: ScheduleValues;
  blocks: EditorBlock[];
}

export const emptyExhibitionForm = (): ExhibitionFormValues => ({
  title: '',
  summary: '',
  coverImageId: null,
  coverUrl: null,
  coverAlt: '',
  schedule: { state: 'DRAFT', startsAt: '', endsAt: '' },
  blocks: [],
});

export const formOfExhibition = (view: AdminExhibitionView): ExhibitionFormValues => ({
  title: view.title,
  summary: view.summary,
  coverImageId: null,
  coverUrl: view.cover.url,
  coverAlt: view.coverAlt,
  schedule: scheduleValuesOf(view.schedule),
  blocks: view.blocks.map(editorBlockOf),
});

export const writeOfExhibition = (values: ExhibitionFormValues): ExhibitionWriteInput => ({
  title: values.title,
  summary: values.summary,
  coverImageId: values.coverImageId,
  coverAlt: values.coverAlt,
  schedule: scheduleInputOf(values.schedule),
  blocks: values.blocks.map(blockWriteOf),
});
