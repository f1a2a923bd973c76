import type { TopBanner } from '@maru/domain';

/** A top banner as the list answers it (the domain's contract), shown everywhere unless told otherwise. */
export function topBanner(fields: Pick<TopBanner, 'bannerSeq' | 'contents'> & Partial<TopBanner>): TopBanner {
  const periodeDate = fields.periodeDate ?? '1d';
  return { bannerColor: '#ffffff', bgColor: '#222222', periodeDate, closePeriod: periodeDate, closeYn: 'Y', conditionList: [], ...fields };
}
