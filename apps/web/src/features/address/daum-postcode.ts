// Daum/Kakao postcode widget, loaded on demand. Without network (or blocked) the script
// fails or times out and the caller uses the local sandbox search instead.

const SCRIPT_URL = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
const LOAD_TIMEOUT_MS = 3_000;

export interface DaumPostcodeData {
  zonecode: string;
  address: string;
  roadAddress: string;
  jibunAddress: string;
  autoJibunAddress?: string;
  buildingName: string;
  userSelectedType: 'R' | 'J';
}

interface DaumPostcodeApi {
  Postcode: new (options: { oncomplete: (data: DaumPostcodeData) => void; width?: string; height?: string }) => { embed: (element: HTMLElement) => void };
}

declare global {
  interface Window {
    daum?: DaumPostcodeApi;
  }
}

let loading: Promise<DaumPostcodeApi> | undefined;

export function loadDaumPostcode(): Promise<DaumPostcodeApi> {
  if (window.daum?.Postcode) return Promise.resolve(window.daum);
  loading ??= new Promise<DaumPostcodeApi>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => fail(new Error('postcode script timed out')), LOAD_TIMEOUT_MS);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loading = undefined;
      reject(error);
    }
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.daum?.Postcode) resolve(window.daum);
      else fail(new Error('postcode script loaded without daum.Postcode'));
    };
    script.onerror = () => fail(new Error('postcode script failed'));
    document.head.append(script);
  });
  return loading;
}
