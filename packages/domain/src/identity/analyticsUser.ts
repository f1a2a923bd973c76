import { ANALYTICS_NO_DATA, ANALYTICS_USER_TYPE } from '../codes';

export interface AnalyticsProfile {
  identityId?: string | number | null;
  birthday?: string | null;
  gender?: string | null;
}

export interface AnalyticsUserRecord {
  user_id: string;
  user_type: typeof ANALYTICS_USER_TYPE;
  birth: string;
  gender: string;
}

function present(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' ? ANALYTICS_NO_DATA : text;
}

/** The user-data record pushed to the analytics data layer after sign-in (spec 01 §4): birth keeps the year only. */
export function analyticsUserRecord(profile: AnalyticsProfile): AnalyticsUserRecord {
  const year = /^\d{4}/.exec(profile.birthday?.trim() ?? '')?.[0];
  return {
    user_id: present(profile.identityId),
    user_type: ANALYTICS_USER_TYPE,
    birth: present(year),
    gender: present(profile.gender),
  };
}
