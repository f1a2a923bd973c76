import { BannerDefaults, type AdminBannerView, type BannerCondition, type BannerConditionGroup, type BannerWriteRequest, conditionKindOf } from '@maru/domain';
import { draftSchedule, scheduleInputOf, scheduleValuesOf, type ScheduleValues } from '../../ui/pieces/schedule';

// A banner as the editor holds it, and the write it sends (bannerWriteRequest).

/** What the builder offers for a condition: the spec's address parts, a query parameter, and the visitor. */
export type ConditionKind = 'PAGE_PATH' | 'PAGE_URL' | 'HOST_NAME' | 'QUERY' | 'MEMBER_STATE' | 'DEVICE_TYPE';
export const CONDITION_KINDS: readonly ConditionKind[] = ['PAGE_PATH', 'PAGE_URL', 'HOST_NAME', 'QUERY', 'MEMBER_STATE', 'DEVICE_TYPE'];
export const isViewerKind = (kind: ConditionKind) => kind === 'MEMBER_STATE' || kind === 'DEVICE_TYPE';

export interface ConditionValues {
  /** React's key for the row. */
  key: number;
  incType: 'INCLUDE' | 'EXCLUDE';
  kind: ConditionKind;
  /** The query parameter's name (kind QUERY). */
  queryKey: string;
  compareType: 'SAME' | 'INCLUDE';
  /** The address part or the parameter's values (comma-separated). */
  value: string;
  /** The member states or devices ticked (viewer kinds). */
  choices: string[];
}

export interface GroupValues {
  key: number;
  conditions: ConditionValues[];
}

export interface BannerFormValues {
  contents: string;
  bannerLink: string;
  newWindow: boolean;
  bannerColor: string;
  bgColor: string;
  closeButton: boolean;
  closeAmount: string;
  closeUnit: 'd' | 'm' | 'y';
  groups: GroupValues[];
  schedule: ScheduleValues;
}

let nextKey = 1;
export const newKey = () => nextKey++;

export const emptyCondition = (kind: ConditionKind = 'PAGE_PATH'): ConditionValues => ({ key: newKey(), incType: 'INCLUDE', kind, queryKey: '', compareType: 'SAME', value: '', choices: [] });
export const emptyGroup = (): GroupValues => ({ key: newKey(), conditions: [emptyCondition()] });

export function emptyBannerForm(): BannerFormValues {
  return {
    contents: '',
    bannerLink: '',
    newWindow: false,
    bannerColor: BannerDefaults.textColor,
    bgColor: BannerDefaults.bgColor,
    closeButton: BannerDefaults.showCloseButton,
    closeAmount: '1',
    closeUnit: 'd',
    groups: [],
    schedule: draftSchedule(),
  };
}

function conditionValuesOf(condition: BannerCondition): ConditionValues {
  const kind = conditionKindOf(condition.parameterType);
  const builderKind: ConditionKind = kind === 'query' ? 'QUERY' : (condition.parameterType as ConditionKind);
  return {
    key: newKey(),
    incType: condition.incType,
    kind: builderKind,
    queryKey: kind === 'query' ? condition.parameterType : '',
    compareType: condition.compareType,
    value: kind === 'viewer' ? '' : condition.parameterVal,
    choices: kind === 'viewer' ? condition.parameterVal.split(',').map((value) => value.trim()).filter(Boolean) : [],
  };
}

export function formOfBanner(banner: AdminBannerView): BannerFormValues {
  const period = /^(\d{1,3})([dmy])$/.exec(banner.closePeriod);
  return {
    contents: banner.contents,
    bannerLink: banner.pcLink.bannerLink,
    newWindow: banner.pcLink.targetBlankYn === 'Y',
    bannerColor: banner.bannerColor,
    bgColor: banner.bgColor,
    closeButton: banner.closeYn === 'Y',
    closeAmount: period?.[1] ?? '1',
    closeUnit: (period?.[2] as 'd' | 'm' | 'y' | undefined) ?? 'd',
    groups: banner.conditionList.map((group) => ({ key: newKey(), conditions: group.conditionList.map(conditionValuesOf) })),
    schedule: scheduleValuesOf(banner.schedule),
  };
}

/** A builder row as the condition the shop reads. */
export function conditionOf(values: ConditionValues): BannerCondition {
  if (isViewerKind(values.kind)) return { incType: values.incType, parameterType: values.kind, compareType: 'SAME', parameterVal: values.choices.join(',') };
  return { incType: values.incType, parameterType: values.kind === 'QUERY' ? values.queryKey.trim() : values.kind, compareType: values.compareType, parameterVal: values.value.trim() };
}

export const conditionListOf = (groups: readonly GroupValues[]): BannerConditionGroup[] => groups.map((group) => ({ conditionList: group.conditions.map(conditionOf) }));

export function writeOfBanner(values: BannerFormValues): BannerWriteRequest {
  return {
    contents: values.contents,
    pcLink: { bannerLink: values.bannerLink.trim(), targetBlankYn: values.newWindow ? 'Y' : 'N' },
    bannerColor: values.bannerColor,
    bgColor: values.bgColor,
    closeYn: values.closeButton ? 'Y' : 'N',
    closePeriod: `${values.closeAmount.trim()}${values.closeUnit}`,
    conditionList: conditionListOf(values.groups),
    schedule: scheduleInputOf(values.schedule),
  };
}
