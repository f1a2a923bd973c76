import type { MyReviewView } from '@maru/domain';
import { expect } from 'vitest';
import type { TestServer } from '../../../test/harness';
import type { ApiAnswer, HttpClient } from '../../../test/http-client';
import { AFTERSALE_LIMITS, asJpegName, forceLines, freshOptions, GENEROUS_ORDER_LIMITS, jpegWithGps, member, paidOrder, startOrderServer, uploadFiles } from '../../../test/factories';

// Reviews' shoppers: a member's order paid through the sandbox and moved to 배송완료 in the
// database (the operator's shipping is tested in the order module), then reviewed over HTTP.

export const REVIEW_LIMITS = 'review-write.perIp=5000,review-write.perMember=5000,media-upload.perIp=5000,media-upload.perMember=5000';

export function startReviewServer(): Promise<TestServer> {
  return startOrderServer({ MARU_RATE_LIMITS: `${GENEROUS_ORDER_LIMITS},${AFTERSALE_LIMITS},${REVIEW_LIMITS}` });
}

export interface DeliveredOrder {
  client: HttpClient;
  orderNo: string;
  productNos: number[];
}

/** A new member with an order of `lines` products, delivered. */
export async function deliveredOrder(server: TestServer, lines = 1, client?: HttpClient): Promise<DeliveredOrder> {
  const shopper = client ?? (await member(server));
  const options = await freshOptions(server, lines);
  const order = await paidOrder(shopper, options);
  await forceLines(server, order.orderNo, 'DELIVERED');
  return { client: shopper, orderNo: order.orderNo, productNos: options.map((option) => option.productNo) };
}

export async function uploadedPhotoIds(client: HttpClient, count = 1): Promise<string[]> {
  const files = [];
  for (let index = 0; index < count; index += 1) files.push(asJpegName(await jpegWithGps(400 + index * 10, 300)));
  const answer = await uploadFiles(client, files);
  expect(answer.body).toMatchObject({ code: 0 });
  return answer.body.data!.images.map((image) => image.imageId);
}

export const GOOD_TEXT = '색감이 사진과 똑같고 마감이 깔끔합니다.';

export function writeReview(client: HttpClient, body: Record<string, unknown>): Promise<ApiAnswer<MyReviewView>> {
  return client.post<MyReviewView>('/api/mypage/v1/review', { rating: 5, text: GOOD_TEXT, ...body });
}
