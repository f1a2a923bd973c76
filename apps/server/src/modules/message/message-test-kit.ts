import { sql } from 'kysely';
import { modules } from '..';
import { startTestServer, type TestServer } from '../../../test/harness';
import { messenger } from './messenger';
import type { DeliveryDeps, OutgoingMessage } from './outbox';
import type { SolapiSettings } from './solapi';

/**
 * A server whose periodic delivery job is off, so a test decides when messages go (and
 * with which settings); deliverSoon still works.
 */
export function startMessageServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({ env, modules: modules.map((module) => (module.name === 'message' ? { ...module, jobs: [] } : module)) });
}

/** The app's delivery deps, with some provider settings replaced (a wrong secret, a dead address). */
export function depsOf(server: TestServer, settings: Partial<SolapiSettings> = {}): DeliveryDeps {
  const deps = messenger(server.app).deps;
  return { ...deps, settings: { ...deps.settings, ...settings } };
}

let counter = 0;
/** A mobile number no other test of the run uses: the outbox page filters by number. */
export function newMobile(): string {
  counter += 1;
  const digits = String((process.pid * 7919 + Date.now() + counter * 104_729) % 100_000_000).padStart(8, '0');
  return `010${digits}`;
}

export function shippedMessage(to: string, overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    template: 'ORDER_SHIPPED',
    to,
    orderNo: '20261125000042',
    variables: { 고객명: '김마루', 주문번호: '20261125000042', 상품명: '오크 식탁 외 1건', 택배사: 'CJ대한통운', 송장번호: '640123456789' },
    link: '/mypage/order/20261125000042',
    ...overrides,
  };
}

export function outboxRow(server: TestServer, messageId: number) {
  return server.db.selectFrom('message_outbox').selectAll().where('message_id', '=', messageId).executeTakeFirstOrThrow();
}

/** What the Solapi sandbox accepted for these outbox messages (matched by customFields.outboxId). */
export function received(server: TestServer, messageIds: readonly number[]) {
  return server.db
    .selectFrom('solapi_sandbox_message')
    .selectAll()
    .where(sql<string>`custom_fields->>'outboxId'`, 'in', messageIds.map(String))
    .orderBy('received_at')
    .execute();
}

/** Pretends the pause before the next try is over. */
export async function makeDue(server: TestServer, messageIds: readonly number[]): Promise<void> {
  await server.db.updateTable('message_outbox').set({ next_attempt_at: sql<Date>`now() - interval '1 second'` }).where('message_id', 'in', [...messageIds]).execute();
}
