import { loadExternalScript } from '@/shared/browser';

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

export function loadDaumPostcode(): Promise<DaumPostcodeApi> {
  return loadExternalScript({ url: SCRIPT_URL, read: () => (window.daum?.Postcode ? window.daum : undefined), failMessage: 'postcode script unavailable', timeoutMs: LOAD_TIMEOUT_MS });
}
