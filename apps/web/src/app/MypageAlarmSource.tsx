import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { fetchMypageCommon } from '@/features/mypage';

/**
 * Reads the my page alarm (GET /mypage/v1/home/common) for the header, again on every
 * navigation so an answer read or a coupon used turns it off; a failed call keeps the last
 * state. Loaded lazily and only for members, like the cart alarm.
 */
export default function MypageAlarmSource({ onAlarm }: { onAlarm: (alarm: boolean) => void }) {
  const { pathname } = useLocation();
  useEffect(() => {
    const controller = new AbortController();
    fetchMypageCommon(controller.signal).then((flags) => onAlarm(flags.mypageAlarm), () => undefined);
    return () => controller.abort();
  }, [pathname, onAlarm]);
  return null;
}
