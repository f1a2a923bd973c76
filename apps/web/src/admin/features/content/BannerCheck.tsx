import { BANNER_DEVICE_TYPES, bannerMatches, type BannerConditionGroup, type BannerLocation, type DeviceType, deviceTypeLabels, groupHolds, MEMBER_STATES, type MemberState, memberStateLabels } from '@maru/domain';
import { useId, useState } from 'react';
import consoleStyles from '../../ui/console.module.css';
import styles from './content.module.css';

/** A typed address as the conditions read it (pathname, query, host), against the shop's own origin when it is a path. */
export function locationOfAddress(address: string, origin: string): BannerLocation | null {
  const text = address.trim();
  if (text === '') return null;
  try {
    const url = new URL(text, origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { href: url.href, pathname: url.pathname, search: url.search, hostname: url.hostname };
  } catch {
    return null;
  }
}

export type CheckOutcome = { kind: 'unreadable' } | { kind: 'shows'; groups: number[] } | { kind: 'hidden' };

/** Whether a banner with these conditions shows at the address to that visitor: the shop's own rule (packages/domain), no server call. */
export function checkBanner(conditionList: readonly BannerConditionGroup[], address: string, origin: string, memberState: MemberState, deviceType: DeviceType): CheckOutcome {
  const location = locationOfAddress(address, origin);
  if (!location) return { kind: 'unreadable' };
  const viewer = { memberState, deviceType };
  if (!bannerMatches({ conditionList: [...conditionList] }, location, viewer)) return { kind: 'hidden' };
  return { kind: 'shows', groups: conditionList.flatMap((group, index) => (groupHolds(group, location, viewer) ? [index + 1] : [])) };
}

/**
 * 어디에 보일까요: type a shop address and pick who is looking; the answer follows at once as the
 * conditions change (the shop's rule in the browser, no server call). The real page, with the
 * schedule and the other banners, is in the preview frames below.
 */
export function BannerCheck({ conditionList, origin }: { conditionList: readonly BannerConditionGroup[]; origin: string }) {
  const id = useId();
  const [address, setAddress] = useState('/');
  const [memberState, setMemberState] = useState<MemberState>('GUEST');
  const [deviceType, setDeviceType] = useState<DeviceType>('PC');
  const outcome = checkBanner(conditionList, address, origin, memberState, deviceType);
  return (
    <section className={consoleStyles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.panelBody}>
        <h2 id={`${id}-title`} className={styles.panelTitle}>
          어디에 보일까요
        </h2>
        <div className={consoleStyles.toolbar}>
          <label className={consoleStyles.field}>
            쇼핑몰 주소
            <input value={address} onChange={(event) => setAddress(event.target.value)} maxLength={2000} autoComplete="off" aria-describedby={`${id}-hint`} />
          </label>
          <label className={consoleStyles.field}>
            회원 상태
            <select value={memberState} onChange={(event) => setMemberState(event.target.value as MemberState)}>
              {MEMBER_STATES.map((state) => (
                <option key={state} value={state}>
                  {memberStateLabels[state]}
                </option>
              ))}
            </select>
          </label>
          <label className={consoleStyles.field}>
            기기
            <select value={deviceType} onChange={(event) => setDeviceType(event.target.value as DeviceType)}>
              {BANNER_DEVICE_TYPES.map((device) => (
                <option key={device} value={device}>
                  {deviceTypeLabels[device]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p id={`${id}-hint`} className={consoleStyles.hint}>
          /product/list?categorys=101 처럼 경로만 적어도 되고, 전체 주소를 붙여 넣어도 됩니다.
        </p>
        <p className={styles.checkResult} role="status" data-outcome={outcome.kind}>
          {outcome.kind === 'unreadable'
            ? '주소를 읽을 수 없습니다. /로 시작하는 경로나 https:// 주소를 적어 주세요.'
            : outcome.kind === 'hidden'
              ? '이 조건이면 이 주소에서 보이지 않습니다.'
              : `이 조건이면 이 주소에서 보입니다${outcome.groups.length > 0 ? ` (맞는 묶음: ${outcome.groups.join(', ')})` : ' (조건 없음: 모든 페이지)'}.`}
        </p>
        <p className={consoleStyles.hint}>게시 일정, 순서가 앞선 다른 배너, 방문자가 닫은 기록은 여기서 따지지 않습니다. 아래 미리보기에서 실제 화면을 확인해 주세요.</p>
      </div>
    </section>
  );
}
