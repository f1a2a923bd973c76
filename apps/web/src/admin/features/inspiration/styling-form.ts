import type { AdminStylingView, StylingSpace, StylingStyle, StylingWriteInput } from '@maru/domain';
import { type EditorHotspot, hotspotKey } from './hotspots';
import { scheduleInputOf, type ScheduleValues, scheduleValuesOf } from '../../ui/pieces/schedule';

// The room editor's state, to and from the domain's write.

export interface StylingFormValues {
  title: string;
  summary: string;
  space: StylingSpace;
  style: StylingStyle;
  description: string;
  /** A new upload; null keeps the current photo. */
  photoImageId: number | null;
  photo: { url: string; width: number; height: number } | null;
  photoCaption: string;
  hotspots: EditorHotspot[];
  schedule: ScheduleValues;
}

export const emptyStylingForm = (): StylingFormValues => ({
  title: '',
  summary: '',
  space: 'LIVING',
  style: 'MODERN',
  description: '',
  photoImageId: null,
  photo: null,
  photoCaption: '',
  hotspots: [],
  schedule: { state: 'DRAFT', startsAt: '', endsAt: '' },
});

export const formOfStyling = (view: AdminStylingView): StylingFormValues => ({
  title: view.title,
  summary: view.summary,
  space: view.space,
  style: view.style,
  description: view.description,
  photoImageId: null,
  photo: { url: view.photo.url, width: view.photo.width, height: view.photo.height },
  photoCaption: view.photo.caption,
  // A tag whose product left the catalogue keeps its place; it must be given a product again to be saved.
  hotspots: view.hotspots.map((hotspot) => ({ key: hotspotKey(), x: hotspot.x, y: hotspot.y, product: hotspot.product })),
  schedule: scheduleValuesOf(view.schedule),
});

export const writeOfStyling = (values: StylingFormValues): StylingWriteInput => ({
  title: values.title,
  summary: values.summary,
  space: values.space,
  style: values.style,
  description: values.description,
  photoImageId: values.photoImageId,
  photoCaption: values.photoCaption,
  // A tag without a product is sent as 0, which the domain's check names (hotspots.N.productNo).
  hotspots: values.hotspots.map((hotspot) => ({ x: hotspot.x, y: hotspot.y, productNo: hotspot.product?.productNo ?? 0 })),
  schedule: scheduleInputOf(values.schedule),
});
