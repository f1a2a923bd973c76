import { formatKrw, ISLAND_FEE, JEJU_FEE, noticeGroupForDepartment, productNotice, type ProductNotice } from '@maru/domain';
import { colours } from './colours';
import { deliveryMethodNames } from './delivery';
import type { DesignFamily } from './designs';
import { buildFilters, FilterNo } from './filters';
import type { GeneratedBrand, GeneratedDelivery, GeneratedProduct, TileSpec } from '../types';
import { allTileSizes } from './vocabulary';

// The 상품정보제공고시 of a generated product, written from what the product already holds
// (name, options, tile spec, deliveries, filter items) and its brand, so the same product
// always gets the same notice. Values a product cannot know (a lamp's dimensions) point at
// the detail page rather than being made up.

/**
 * The customer centre as the policy texts name it (content/editorial/policies/build.ts,
 * OPERATOR.phone; the web's shared/config/shop-info.ts holds it too). Neither is reachable from
 * here through a module's index, so it is written a third time: it belongs in @maru/domain.
 */
const CUSTOMER_CENTRE = '마루 고객센터 02-555-0199';
/** The importer of record for brands made abroad (OPERATOR.company, as shops write it). */
const IMPORTER = '(주)마루리빙';
const DETAIL_PAGE = '상세페이지 참조';
const NOT_APPLICABLE = '해당 없음';
const BY_LAW = '관련 법 및 소비자분쟁해결기준에 따름';

/** Material and finish filter items by number: the product keeps its materials only as those. */
const filterNames = new Map(
  buildFilters([])
    .filter((filter) => filter.filterNo === FilterNo.material || filter.filterNo === FilterNo.finish)
    .flatMap((filter) => filter.items.map((item) => [item.itemNo, { filterNo: filter.filterNo, name: item.name }] as const)),
);

const SIZE_OPTION_NAMES = new Set(['사이즈', '폭', '헤드', '길이']);
const FAUCETS = new Set<DesignFamily>(['basin-faucet', 'kitchen-faucet', 'shower']);

const lampForms: Partial<Record<DesignFamily, { form: string; socket: string; ceiling: boolean }>> = {
  pendant: { form: '천장 펜던트형', socket: 'E26 소켓 1구, 최대 60W', ceiling: true },
  'table-lamp': { form: '테이블 스탠드형 (플러그 연결)', socket: 'E14 소켓 1구, 최대 25W', ceiling: false },
  'floor-lamp': { form: '플로어 스탠드형 (플러그 연결)', socket: 'E26 소켓 1구, 최대 40W', ceiling: false },
};

const furnitureComponents: Partial<Record<DesignFamily, string>> = {
  sofa: '소파 본체, 등·좌방석 쿠션, 다리',
  chair: '의자 1개',
  table: '상판 1개, 다리(프레임) 1조, 조립 부속',
  cabinet: '본체 1개, 선반·서랍(모델별 상이), 조립 부속',
};

/** How tile shoppers read materials: the body's class beside its trade name. */
const tileMaterialWords: Record<string, string> = { 포세린: '포세린(자기질)', 세라믹: '세라믹(도기질)' };

export function noticeFor(product: GeneratedProduct, brand: GeneratedBrand): ProductNotice {
  const group = noticeGroupForDepartment(product.department);
  const facts = factsOf(product, brand);
  const items = Object.fromEntries(
    group.items.map((item) => {
      const value = facts[item.key];
      if (value === undefined) throw new Error(`No seed value for the notice item ${item.key} of ${group.id}`);
      return [item.key, value];
    }),
  );
  return productNotice.parse({ group: group.id, items });
}

function factsOf(product: GeneratedProduct, brand: GeneratedBrand): Partial<Record<string, string>> {
  const family = product.design.family;
  const lamp = lampForms[family];
  const country = brand.countryKo === '한국' ? '대한민국' : brand.countryKo;
  const imported = country !== '대한민국';
  const department = product.department;
  const { materials, finishes } = materialsOf(product);
  return {
    productName: product.name,
    productNameModel: `${product.name} (모델명 ${modelCodeOf(product, brand)})`,
    kcCertification: lamp ? `KC 안전인증 필 (인증번호 HU${product.productNo}-${String(kstYear(product.createdAt)).slice(2)}001)` : NOT_APPLICABLE,
    certification: FAUCETS.has(family) ? `수도법 위생안전기준 인증(KC) 필 (인증번호 제${kstYear(product.createdAt)}-${product.productNo}호)` : NOT_APPLICABLE,
    colour: colourOf(product),
    components: furnitureComponents[family] ?? '본품 1개',
    material: department === 'TILE' ? [...materials.map((name) => tileMaterialWords[name] ?? name), `${finishes.join('·')} 마감`].join(', ') : materials.join(', ') || DETAIL_PAGE,
    manufacturer: `${brand.nameKo}(${brand.nameLatin})${imported ? ` / 수입: ${IMPORTER}` : ''}`,
    countryOfManufacture: country,
    countryOfOrigin: country,
    size: lamp ? `${lamp.form}, 치수 ${DETAIL_PAGE}` : sizeOf(product),
    deliveryInstallationCost: deliveryCostOf(product.deliveries),
    ratedPower: lamp ? `AC 220V, 60Hz / ${lamp.socket}${hasOptionItem(product, 'LED 전구 포함') ? ' (LED 전구 포함 옵션: 8W)' : ''}` : DETAIL_PAGE,
    energyEfficiency: NOT_APPLICABLE,
    releaseDate: kstMonth(product.createdAt),
    additionalInstallationCost: lamp?.ceiling ? '천장 배선 연결이 필요한 경우 전기 공사비 별도 (현장 견적)' : `${NOT_APPLICABLE} (플러그 연결형)`,
    qualityAssurance: qualityOf(department),
    afterSales: CUSTOMER_CENTRE,
    contact: CUSTOMER_CENTRE,
  };
}

/** Three Latin letters of the brand and the product number, e.g. 'LYS-100234'. */
function modelCodeOf(product: GeneratedProduct, brand: GeneratedBrand): string {
  const letters = brand.nameLatin.normalize('NFD').replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();
  return `${letters}-${product.productNo}`;
}

function materialsOf(product: GeneratedProduct): { materials: string[]; finishes: string[] } {
  const named = product.filterItemNos.flatMap((itemNo) => filterNames.get(itemNo) ?? []);
  return {
    materials: named.filter((item) => item.filterNo === FilterNo.material).map((item) => item.name),
    finishes: named.filter((item) => item.filterNo === FilterNo.finish).map((item) => item.name),
  };
}

/** The colour options' items, or the design colour as the name spells it. */
function colourOf(product: GeneratedProduct): string {
  const offered = product.options.filter((level) => level.style === 'COLOR').flatMap((level) => level.items.map((item) => item.itemName));
  if (offered.length > 0) return offered.join(', ');
  const colour = colours[product.design.colour];
  const named = [...colour.displayNames].sort((a, b) => b.length - a.length).find((name) => product.name.includes(name));
  return named ?? colour.filterName;
}

function hasOptionItem(product: GeneratedProduct, itemName: string): boolean {
  return product.options.some((level) => level.items.some((item) => item.itemName === itemName));
}

function tileSizeText(spec: Pick<TileSpec, 'widthMm' | 'heightMm' | 'piecesPerBox'>): string {
  const m2 = Math.round(((spec.widthMm * spec.heightMm * spec.piecesPerBox) / 1_000_000) * 100) / 100;
  return `${spec.widthMm} × ${spec.heightMm} mm, 상자당 ${spec.piecesPerBox}장 (${m2}㎡)`;
}

/** '1200×800' → '1200 × 800 mm'; rugs and textiles are measured in cm. '2인' → '2인용'. */
function sizeWordText(word: string, unit: 'mm' | 'cm'): string {
  const area = /^(\d+)×(\d+)$/.exec(word);
  if (area) return `${area[1]} × ${area[2]} ${unit}`;
  if (/^폭 \d+$/.test(word)) return `${word} mm`;
  if (/^\d인$/.test(word)) return `${word}용`;
  return word;
}

function sizeOf(product: GeneratedProduct): string {
  const unit = product.department === 'OBJECT' ? 'cm' : 'mm';
  const offered = product.options.filter((level) => SIZE_OPTION_NAMES.has(level.optionName)).flatMap((level) => level.items.map((item) => item.itemName));
  if (product.tileSpec) {
    const specs = offered.flatMap((name) => allTileSizes.filter((size) => size.label === name));
    return specs.length > 0 ? specs.map(tileSizeText).join(' / ') : tileSizeText(product.tileSpec);
  }
  if (offered.length > 0) return `${offered.map((word) => sizeWordText(word, unit)).join(' / ')} (옵션 선택)`;
  // A size that is not an option is spelled out in the name (joinName in lines/).
  const inName = /(\d{2,4}×\d{2,4})|(폭 \d+)|(?:^| )(\d인)(?= |$)/.exec(product.name);
  const word = inName?.[1] ?? inName?.[2] ?? inName?.[3];
  return word ? sizeWordText(word, unit) : DETAIL_PAGE;
}

function deliveryCostOf(deliveries: readonly GeneratedDelivery[]): string {
  const lines = deliveries.map((delivery) => {
    const how = delivery.method === 'DIRECT' ? '직접 배송·설치' : `${deliveryMethodNames[delivery.method]} 배송`;
    if (delivery.fee === 0) return `${how} 무료`;
    const terms = [delivery.payType === 'ARRIVAL' ? '착불' : null, delivery.freeOver === null ? null : `${formatKrw(delivery.freeOver)} 이상 구매 시 무료`];
    const note = terms.filter((term): term is string => term !== null).join(', ');
    return `${how} ${formatKrw(delivery.fee)}${note ? ` (${note})` : ''}`;
  });
  // The order rules add the remote-area surcharge to prepaid groups only (order/amounts.ts).
  if (deliveries.some((delivery) => delivery.payType === 'PREPAY')) lines.push(`제주 ${formatKrw(JEJU_FEE)}·도서산간 ${formatKrw(ISLAND_FEE)} 추가`);
  return lines.join(' / ');
}

function qualityOf(department: GeneratedProduct['department']): string {
  if (department === 'FURNITURE') return `구입일로부터 1년 무상 A/S (제품 하자에 한함), 그 밖의 사항은 ${BY_LAW}`;
  if (department === 'LIGHTING') return `구입일로부터 1년 무상 A/S (전구 등 소모품 제외), ${BY_LAW}`;
  if (department === 'BATH') return `구입일로부터 1년 무상 A/S (제품 하자에 한함), ${BY_LAW}`;
  if (department === 'TILE' || department === 'CARPET') return `${BY_LAW} (시공 후 발생한 시공 하자는 시공자 책임)`;
  return BY_LAW;
}

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const kstDate = (iso: string) => new Date(Date.parse(iso) + KST_OFFSET_MS);
const kstYear = (iso: string) => kstDate(iso).getUTCFullYear();
/** The product's first listing stands for 동일모델의 출시년월. */
const kstMonth = (iso: string) => `${kstYear(iso)}년 ${kstDate(iso).getUTCMonth() + 1}월`;
