import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { depsOf, newMobile, outboxRow, received, shippedMessage, startMessageServer } from './message-test-kit';
import { deliverSoon, deliveryJob } from './messenger';
import { deliverPendingMessages, queueMessage } from './outbox';
import { solapiSandbox } from './settings';

const server = serverForTests(startMessageServer);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const outboxJson = (query: string) => server.client().get<never>(`/sandbox/outbox/messages?${query}`);
const outboxPage = (query = '') => server.client().get(`/sandbox/outbox${query ? `?${query}` : ''}`);
const dashed = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;

async function waitForStatus(messageId: number, status: string, timeoutMs = 5_000) {
  const end = Date.now() + timeoutMs;
  while ((await outboxRow(server, messageId)).status !== status && Date.now() < end) await sleep(50);
  return outboxRow(server, messageId);
}

describe('queueMessage and deliverPendingMessages through the Solapi sandbox', () => {
  it('queues a PENDING row with the rendered Korean text; delivery makes it SENT as a 알림톡 the sandbox received', async () => {
    const to = newMobile();
    const id = await queueMessage(server.db, shippedMessage(dashed(to)));
    const queued = await outboxRow(server, id);
    expect(queued).toMatchObject({ status: 'PENDING', to_phone: to, template: 'ORDER_SHIPPED', title: '배송 시작', attempts: 0, order_no: '20261125000042', button_name: '배송 조회하기' });
    expect(queued.text).toContain('김마루님, 주문하신 상품의 배송이 시작되었습니다.');
    expect(queued.text).toContain('▶ 택배사: CJ대한통운\n▶ 송장번호: 640123456789');
    expect(queued.text).not.toContain('#{');

    const result = await deliverPendingMessages(depsOf(server));
    expect(result).toMatchObject({ sent: 1, failed: 0, deferred: 0 });
    const sent = await outboxRow(server, id);
    expect(sent).toMatchObject({ status: 'SENT', channel: 'ATA', last_error: null, claim_token: null });
    expect(sent.sent_at).toBeInstanceOf(Date);

    const [provider, ...more] = await received(server, [id]);
    expect(more).toHaveLength(0);
    expect(provider).toMatchObject({ message_id: sent.provider_message_id, type: 'ATA', to_phone: to, from_phone: solapiSandbox.sender, text: queued.text });
    expect(provider!.kakao_options).toMatchObject({
      pfId: solapiSandbox.pfId,
      templateId: solapiSandbox.templateId('ORDER_SHIPPED'),
      variables: { '#{고객명}': '김마루', '#{송장번호}': '640123456789' },
      buttons: [{ buttonType: 'WL', buttonName: '배송 조회하기', linkMo: `${server.url}/mypage/order/20261125000042` }],
    });

    // Delivered once: another round finds nothing to send.
    expect(await deliverPendingMessages(depsOf(server))).toEqual({ sent: 0, failed: 0, deferred: 0 });
    expect(await received(server, [id])).toHaveLength(1);
  });

  it('the outbox JSON and page show the message: in full to whoever asks for the number, masked in the list', async () => {
    const to = newMobile();
    const orderNo = `2026112599${String(Date.now()).slice(-4)}`;
    const id = await queueMessage(server.db, shippedMessage(to, { orderNo }));
    await deliverPendingMessages(depsOf(server));
    const row = await outboxRow(server, id);

    const byNumber = await outboxJson(`to=${dashed(to)}`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.messages).toEqual([
      expect.objectContaining({ id, to, title: '배송 시작', text: row.text, status: 'SENT', channel: 'ATA', buttonName: '배송 조회하기', link: '/mypage/order/20261125000042', orderNo }),
    ]);
    const byOrder = await outboxJson(`orderNo=${orderNo}`);
    expect(byOrder.body.messages).toEqual([expect.objectContaining({ id, to: `010-****-${to.slice(7)}` })]);

    const page = await outboxPage(`to=${to}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('테스트 환경 — 실제로 발송되지 않은 메시지');
    expect(page.text).toContain('<h2>배송 시작</h2>');
    expect(page.text).toContain('▶ 송장번호: 640123456789');
    expect(page.text).toContain(`받는 사람 ${dashed(to)}`);
    expect(page.text).toContain('<a class="button" href="/mypage/order/20261125000042" rel="noopener noreferrer">배송 조회하기</a>');
    // The time in Korea: the row's UTC instant nine hours on.
    const kst = new Date(row.created_at.getTime() + 9 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(page.text).toContain(`${kst} (KST)`);

    const list = await outboxPage();
    expect(list.text).toContain(`받는 사람 010-****-${to.slice(7)}`);
    expect(list.text).not.toContain(to);
    expect(list.text).not.toContain(dashed(to));

    const unknown = await outboxPage('to=02-123-4567');
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('휴대폰 번호 형식을 확인해 주세요.');
    expect((await outboxJson('to=1234')).status).toBe(400);
  });

  it('a message queued in a transaction that rolls back never exists', async () => {
    const to = newMobile();
    await expect(
      server.db.transaction().execute(async (trx) => {
        await queueMessage(trx, shippedMessage(to));
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect((await outboxJson(`to=${to}`)).body.messages).toEqual([]);
  });

  it('refuses a missing variable, a number that is not a mobile, a button template without a link and an unsafe or over-long link', async () => {
    const to = newMobile();
    const { 송장번호: _dropped, ...withoutTracking } = shippedMessage(to).variables;
    await expect(queueMessage(server.db, shippedMessage(to, { variables: withoutTracking }))).rejects.toThrow('needs the variable 송장번호');
    await expect(queueMessage(server.db, shippedMessage('02-123-4567'))).rejects.toThrow('not a Korean mobile number');
    await expect(queueMessage(server.db, shippedMessage('010-123-456'))).rejects.toThrow('not a Korean mobile number');
    await expect(queueMessage(server.db, shippedMessage(to, { link: null }))).rejects.toThrow('needs a link');
    await expect(queueMessage(server.db, shippedMessage(to, { link: 'javascript:alert(1)' }))).rejects.toThrow('path on the shop or an https address');
    await expect(queueMessage(server.db, shippedMessage(to, { link: '//evil.example/x' }))).rejects.toThrow('path on the shop or an https address');
    // Solapi refuses a button address over 100 characters (1048): the caller must choose a shorter one.
    await expect(queueMessage(server.db, shippedMessage(to, { link: `https://carrier.example/${'x'.repeat(80)}` }))).rejects.toThrow('a 알림톡 button takes 100');
    await expect(queueMessage(server.db, { ...shippedMessage(to), template: 'ORDER_LOST' as never })).rejects.toThrow('unknown message template');
    expect((await outboxJson(`to=${to}`)).body.messages).toEqual([]);
  });

  it('the page escapes markup that shoppers typed into names', async () => {
    const to = newMobile();
    const id = await queueMessage(server.db, {
      template: 'ORDER_PAID',
      to,
      variables: { 고객명: '<script>alert("x")</script>', 주문번호: '20261125000043', 상품명: '"><img src=x onerror=alert(1)>', 결제금액: '12,900원', 결제수단: '신용/체크카드' },
      link: '/mypage/order/20261125000043',
    });
    await deliverPendingMessages(depsOf(server));
    expect((await outboxRow(server, id)).status).toBe('SENT');

    const page = await outboxPage(`to=${to}`);
    expect(page.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;님, 주문하신 상품의 결제가 완료되었습니다.');
    expect(page.text).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(page.text).not.toContain('<script>alert');
    expect(page.text).not.toContain('<img src=x');
    const list = await outboxPage();
    expect(list.text).not.toContain('<script>alert');
  });

  it('deliverSoon after the commit sends without waiting for the periodic job', async () => {
    const to = newMobile();
    const id = await server.db.transaction().execute((trx) => queueMessage(trx, shippedMessage(to)));
    deliverSoon({ db: server.app.db });
    expect((await waitForStatus(id, 'SENT')).status).toBe('SENT');
  });

  it('the periodic job sends what was left', async () => {
    const to = newMobile();
    const id = await queueMessage(server.db, shippedMessage(to));
    expect(await deliveryJob.run(server.db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await outboxRow(server, id)).status).toBe('SENT');
  });

  it('a message that could not go for a day is given up, not sent late', async () => {
    const to = newMobile();
    const id = await queueMessage(server.db, shippedMessage(to));
    await sql`update message_outbox set created_at = now() - interval '25 hours' where message_id = ${id}`.execute(server.db);
    expect(await deliverPendingMessages(depsOf(server))).toMatchObject({ sent: 0, failed: 1 });
    expect(await outboxRow(server, id)).toMatchObject({ status: 'FAILED', last_error: expect.stringContaining('24시간') });
    expect(await received(server, [id])).toHaveLength(0);
  });

  it('without a KakaoTalk channel the message goes as an LMS carrying the button as its last line', async () => {
    const to = newMobile();
    const id = await queueMessage(server.db, shippedMessage(to, { link: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=640123456789' }));
    await deliverPendingMessages(depsOf(server, { pfId: undefined }));
    const row = await outboxRow(server, id);
    expect(row).toMatchObject({ status: 'SENT', channel: 'LMS' });
    const [provider] = await received(server, [id]);
    expect(provider).toMatchObject({ type: 'LMS', subject: '[마루] 배송 시작', kakao_options: null });
    expect(provider!.text).toBe(`${row.text}\n\n배송 조회하기: https://trace.cjlogistics.com/next/tracking.html?wblNo=640123456789`);
  });
});
