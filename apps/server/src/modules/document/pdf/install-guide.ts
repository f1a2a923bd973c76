import { withParticle } from '@maru/domain';
import type { DocumentFamily, ProductFacts } from '../facts';
import { finish, header, keyValueTable, newDocument, paragraph, sectionTitle, steps } from './layout';

type Step = { title: string; text: string };

/** 시공 가이드 (tiles) or 설치 가이드 (faucets): tools, numbered steps and cautions. */
export async function installGuidePdf(facts: ProductFacts, family: DocumentFamily): Promise<Buffer> {
  const guide = family === 'tile' ? tileGuide(facts) : faucetGuide(facts);
  const doc = await newDocument(`${facts.name} ${guide.title}`, `${facts.brandNameKo} ${facts.name}의 ${guide.title}`);
  header(doc, guide.title, facts.name);
  paragraph(doc, `${facts.brandNameKo} · ${facts.categoryName} · 상품번호 ${facts.productNo}`, { muted: true });
  sectionTitle(doc, '준비물');
  keyValueTable(doc, guide.tools);
  sectionTitle(doc, family === 'tile' ? '시공 순서' : '설치 순서');
  steps(doc, guide.steps);
  sectionTitle(doc, '주의 사항');
  for (const caution of guide.cautions) paragraph(doc, `· ${caution}`);
  return finish(doc, `${withParticle(guide.title, '은/는')} 일반적인 순서를 안내합니다. 현장 조건에 따라 전문 시공자와 상의해 주세요.`);
}

function tileGuide(facts: ProductFacts) {
  const spec = facts.tileSpec;
  const large = spec !== null && Math.max(spec.widthMm, spec.heightMm) >= 600;
  // 10 ㎡ with 10 % for cuts and breakage, in whole boxes.
  const boxesFor10 = spec ? Math.ceil((10 * 1.1) / spec.m2PerBox) : null;
  const trowel = large ? '12 mm 빗살 흙손' : '6~8 mm 빗살 흙손';
  return {
    title: '타일 시공 가이드',
    tools: [
      ['접착제', large ? '대형 타일용 탄성 접착제 (C2 등급 이상)' : '타일 전용 접착제 (C1 등급 이상)'],
      ['공구', `${trowel}, 고무 망치, 수평계, 타일 커터, 스페이서, 줄눈 고무 헤라`],
      ['줄눈재', `줄눈 간격 ${large ? '2~3' : '2'} mm에 맞는 시멘트계 줄눈재`],
      ...(boxesFor10 !== null ? ([['필요 수량 예시', `10 ㎡ 시공 시 로스 10%를 더해 ${boxesFor10}박스`]] as [string, string][]) : []),
    ] as [string, string][],
    steps: [
      { title: '바탕면 점검', text: '바탕면이 단단하고 평평하며 먼지와 기름기가 없는지 확인합니다. 2 m 직선자 기준 3 mm 이상 단차는 미리 보수합니다.' },
      { title: '가배열', text: `타일을 바닥에 펼쳐 무늬와 색의 흐름을 맞춥니다.${spec ? ` 이 제품은 ${spec.widthMm} × ${spec.heightMm} mm이므로 벽이나 문 쪽에 잘린 조각이 작게 남지 않도록 기준선을 정합니다.` : ''}` },
      { title: '접착제 바르기', text: `접착제를 제조사 비율대로 섞어 ${withParticle(trowel, '으로/로')} 한 번에 1 ㎡ 안팎만 바릅니다.${large ? ' 대형 타일은 타일 뒷면에도 얇게 발라 빈 곳이 없게 합니다.' : ''}` },
      { title: '붙이기와 수평 맞추기', text: '스페이서로 간격을 유지하며 고무 망치로 가볍게 두드려 붙이고, 수평계로 이웃 타일과 높이를 맞춥니다.' },
      { title: '양생', text: '접착제가 굳을 때까지 24시간 이상 밟거나 물을 쓰지 않습니다.' },
      { title: '줄눈 넣기', text: '스페이서를 빼고 줄눈재를 대각선 방향으로 채운 뒤, 15~20분 후 젖은 스펀지로 표면을 닦습니다.' },
      { title: '마무리 청소', text: '하루 뒤 마른 천으로 줄눈 잔여물을 닦아 냅니다. 산성 세제는 줄눈을 상하게 하므로 쓰지 않습니다.' },
    ] satisfies Step[],
    cautions: [
      '같은 로트 번호의 박스로 시공해야 색 차이가 적습니다. 박스를 여러 개 섞어 쓰면 자연스럽습니다.',
      '욕실과 같이 물을 쓰는 곳은 방수층을 먼저 시공합니다.',
      '절단 시 보안경과 마스크를 착용합니다.',
    ],
  };
}

function faucetGuide(facts: ProductFacts) {
  const wall = /벽부/.test(facts.name);
  const kitchen = facts.categoryName.includes('주방');
  return {
    title: '수전 설치 가이드',
    tools: [
      ['공구', '몽키 스패너, 드라이버, 수평계, 테프론 테이프, 마른 수건'],
      ['구성품', '수전 본체, 급수 호스 2개, 고정 너트와 와셔, 설명서'],
      ['설치 조건', wall ? '벽 속 급수 배관 간격 150 mm (편심 엘보로 ±10 mm 조정)' : kitchen ? '싱크 상판 구멍 지름 35~38 mm' : '세면대 구멍 지름 32~35 mm'],
    ] as [string, string][],
    steps: [
      { title: '물 잠그기', text: '세대 계량기 옆 밸브 또는 앵글 밸브를 잠그고, 기존 수전을 열어 남은 물을 뺍니다.' },
      { title: '기존 수전 떼어 내기', text: '급수 호스와 고정 너트를 풀어 기존 수전을 떼어 내고, 설치면의 실리콘과 물때를 닦아 냅니다.' },
      wall
        ? { title: '편심 엘보 연결', text: '배관 나사산에 테프론 테이프를 시계 방향으로 7~8회 감고 편심 엘보를 끼운 뒤, 수평계로 두 엘보의 높이를 맞춥니다.' }
        : { title: '본체 올리기', text: '급수 호스를 본체에 손으로 끼운 뒤 상판 구멍에 넣고, 아래에서 와셔와 고정 너트로 단단히 조입니다.' },
      { title: '급수 연결', text: '왼쪽은 온수, 오른쪽은 냉수입니다. 호스나 너트를 앵글 밸브에 연결하고 스패너로 1/4바퀴만 더 조입니다. 너무 세게 조이면 패킹이 상합니다.' },
      { title: '누수 확인', text: '밸브를 천천히 열고 연결부마다 마른 수건을 대어 물기가 없는지 확인합니다.' },
      { title: '토수 점검', text: '레버를 온수·냉수 쪽으로 돌려 물이 고르게 나오는지 확인하고, 처음 1분간 물을 흘려 배관 이물질을 빼냅니다.' },
    ] satisfies Step[],
    cautions: [
      '설치 전 반드시 물을 잠그고 작업합니다.',
      '온수 온도가 60 ℃를 넘으면 카트리지 수명이 짧아질 수 있습니다.',
      '도금면은 중성 세제와 부드러운 천으로만 닦습니다.',
    ],
  };
}
