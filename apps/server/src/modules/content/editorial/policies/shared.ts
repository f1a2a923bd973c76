/**
 * Tables that several policy texts show word for word: the records the law makes us keep,
 * and the processors we entrust personal data to.
 */
import { OPERATOR, table } from './build';

/** Records kept under statute after the purpose ends (spec 02 §9 data retention). */
export const legalRetentionTable: string = table(
  ['근거 법령', '보존하는 기록', '보존 기간'],
  [
    ['「전자상거래 등에서의 소비자보호에 관한 법률」', '계약 또는 청약철회 등에 관한 기록', '5년'],
    ['「전자상거래 등에서의 소비자보호에 관한 법률」', '대금결제 및 재화 등의 공급에 관한 기록', '5년'],
    ['「전자상거래 등에서의 소비자보호에 관한 법률」', '소비자의 불만 또는 분쟁처리에 관한 기록', '3년'],
    ['「통신비밀보호법」', '통신사실확인자료(접속 로그, 접속지 추적 자료)', '3개월'],
  ],
);

/** Processors (개인정보 처리 위탁), written generically. */
export const processorTable: string = table(
  ['수탁자', '위탁 업무'],
  [
    [
      `${OPERATOR.paymentProvider}(포트원 결제 연동 서비스를 통하여 연동)`,
      '신용·체크카드, 계좌이체, 가상계좌, 전자화폐 결제 처리와 결제 취소·환불, 결제대금예치(구매안전서비스), 휴대폰 본인확인',
    ],
    ['택배사', '택배 상품과 샘플의 배송'],
    ['화물운송사업자', '화물 상품의 배송'],
    ['배송·설치 협력업체', '직접 배송, 설치 배송 재화의 조립·설치와 방문 일정 안내'],
    ['문자·알림톡 발송 대행사', '주문·배송 안내 메시지 발송, 광고성 정보 발송(수신에 동의한 경우에 한함)'],
    ['클라우드 서비스 제공자(국내 데이터센터)', '서비스 운영을 위한 서버 운영과 데이터 보관'],
  ],
);
