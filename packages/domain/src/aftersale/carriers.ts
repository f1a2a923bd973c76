// The carriers an operator picks from when marking a line 배송중, with the page where a
// shopper follows the parcel. The tracking URLs are the carriers' public lookup pages as
// known when this was written; check them against the carrier contracts (a contracted
// carrier may give a dedicated link) before relying on them.

export interface Carrier {
  code: string;
  name: string;
  /** null: no public tracking page (the shop delivers itself). */
  trackingUrl: ((trackingNo: string) => string) | null;
}

const at = (prefix: string) => (trackingNo: string) => `${prefix}${encodeURIComponent(trackingNo)}`;

export const CARRIERS: readonly Carrier[] = [
  { code: 'CJ', name: 'CJ대한통운', trackingUrl: at('https://trace.cjlogistics.com/next/tracking.html?wblNo=') },
  { code: 'HANJIN', name: '한진택배', trackingUrl: at('https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=') },
  { code: 'LOTTE', name: '롯데택배', trackingUrl: at('https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=') },
  { code: 'EPOST', name: '우체국택배', trackingUrl: at('https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=') },
  { code: 'LOGEN', name: '로젠택배', trackingUrl: at('https://www.ilogen.com/web/personal/trace/') },
  // Furniture and other large goods.
  { code: 'KDEXP', name: '경동택배', trackingUrl: at('https://kdexp.com/service/delivery/etc/deliverySearch.do?barcode=') },
  { code: 'DIRECT', name: '업체직접배송', trackingUrl: null },
];

export function carrierNamed(code: string): Carrier | undefined {
  return CARRIERS.find((carrier) => carrier.code === code);
}

/** Parcel carriers print waybill numbers of 10–14 digits, often grouped with hyphens. */
const PARCEL_TRACKING_NO = /^\d{10,14}$/;
/** The shop's own delivery has no waybill: any short reference the operator writes. */
const DIRECT_REFERENCE = /^[A-Za-z0-9-]{1,30}$/;

/** The tracking number as stored and put in the URL: hyphens stripped for parcel carriers. */
export function normalizeTrackingNo(carrierCode: string, trackingNo: string): string {
  return carrierCode === 'DIRECT' ? trackingNo : trackingNo.replaceAll('-', '');
}

export function isValidTrackingNo(carrierCode: string, trackingNo: string): boolean {
  if (!carrierNamed(carrierCode)) return false;
  if (carrierCode === 'DIRECT') return DIRECT_REFERENCE.test(trackingNo);
  return PARCEL_TRACKING_NO.test(normalizeTrackingNo(carrierCode, trackingNo));
}
