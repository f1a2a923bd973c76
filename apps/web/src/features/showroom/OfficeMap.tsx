import type { OfficeView } from '@maru/domain';
import { useEffect, useRef, useState } from 'react';
import { loadExternalScript } from '@/shared/browser';
import { Button, VisuallyHidden } from '@/shared/ui';
import styles from './Showroom.module.css';

interface KakaoMaps {
  load: (ready: () => void) => void;
  LatLng: new (lat: number, lng: number) => unknown;
  Map: new (container: HTMLElement, options: { center: unknown; level: number }) => unknown;
  Marker: new (options: { position: unknown; map: unknown; title?: string }) => unknown;
}
declare global {
  interface Window {
    kakao?: { maps?: KakaoMaps };
  }
}

/** Kakao Maps' SDK, loaded only when a shopper opens the live map (autoload off: maps.load starts it). */
async function loadKakaoMaps(key: string): Promise<KakaoMaps> {
  const maps = await loadExternalScript({
    url: `https://dapi.kakao.com/v2/maps/sdk.js?appkey=${encodeURIComponent(key)}&autoload=false`,
    read: () => window.kakao?.maps,
    failMessage: '카카오맵을 불러오지 못했습니다. 아래 링크로 지도를 열어 주세요.',
    timeoutMs: 10_000,
  });
  await new Promise<void>((resolve) => maps.load(resolve));
  return maps;
}

function KakaoMap({ office, apiKey }: { office: OfficeView; apiKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadKakaoMaps(apiKey).then(
      (maps) => {
        if (!live || !container.current) return;
        const center = new maps.LatLng(office.map.lat, office.map.lng);
        const map = new maps.Map(container.current, { center, level: 3 });
        new maps.Marker({ position: center, map, title: office.name });
      },
      (error: Error) => live && setFailed(error.message),
    );
    return () => {
      live = false;
    };
  }, [apiKey, office]);
  if (failed) return <p className={styles.error}>{failed}</p>;
  return <div ref={container} className={styles.kakaoMap} role="region" aria-label={`${office.name} 카카오맵`} />;
}

/**
 * The office's map. Without a Kakao key (the default) it is a picture the server draws, said
 * to be one, with links out to Kakao Map and Naver Map; with a key, a button swaps in the live
 * Kakao map, whose SDK is loaded only then.
 */
export function OfficeMap({ office }: { office: OfficeView }) {
  const { map } = office;
  const [live, setLive] = useState(false);
  const apiKey = map.kakaoJsKey;
  return (
    <figure className={styles.map}>
      {apiKey && live ? (
        <KakaoMap office={office} apiKey={apiKey} />
      ) : (
        <picture>
          <source type="image/webp" srcSet={map.imageUrl.replace(/\.png$/, '.webp')} />
          <img src={map.imageUrl} width={640} height={360} loading="lazy" decoding="async" alt={`${office.name} 위치를 나타낸 안내 그림 (${office.address})`} />
        </picture>
      )}
      <figcaption>
        {apiKey && live ? (
          <>
            <span className={styles.mapKind}>카카오맵</span>실제 지도입니다.
          </>
        ) : (
          <>
            <span className={styles.mapKind}>안내 그림</span>위치를 보여 주는 그림으로, 실제 지도가 아닙니다. 정확한 길은 지도 앱에서 확인해 주세요.
          </>
        )}
        <span className={styles.mapLinks}>
          {apiKey && !live ? (
            <Button variant="secondary" onClick={() => setLive(true)}>
              카카오맵으로 보기
            </Button>
          ) : null}
          <a href={map.kakaoMapUrl} target="_blank" rel="noopener noreferrer">
            카카오맵에서 열기<VisuallyHidden> (새 창)</VisuallyHidden>
          </a>
          <a href={map.naverMapUrl} target="_blank" rel="noopener noreferrer">
            네이버 지도에서 열기<VisuallyHidden> (새 창)</VisuallyHidden>
          </a>
        </span>
      </figcaption>
    </figure>
  );
}
