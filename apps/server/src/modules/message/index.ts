import type { ServerModule } from '../../core/module';
import { deliveryJob } from './messenger';
import * as messageMigration from './migrations/2026112501_message';
import { messageRootRoutes } from './routes';

/**
 * Messages to shoppers (알림톡, or SMS/LMS where no 알림톡 template is set up) through
 * Solapi, or through its sandbox on this server when SOLAPI_API_KEY is unset; the
 * sandbox's outbox page is /sandbox/outbox.
 *
 * How the order flows use it:
 *
 *   const messages = messenger(app);
 *   await app.db.transaction().execute(async (trx) => {
 *     // … the state change …
 *     await messages.queue(trx, {
 *       template: 'ORDER_SHIPPED', to: order.ordererPhone, orderNo: order.orderNo, memberId: order.memberId,
 *       variables: { 고객명: order.ordererName, 주문번호: order.orderNo, 상품명: '린넨 셔츠 외 1건', 택배사: 'CJ대한통운', 송장번호: '6543210987' },
 *       link: `/mypage/order/${order.orderNo}`,
 *     });
 *   });
 *   messages.deliverSoon(); // after the commit; never throws, the periodic job retries
 *
 * or, holding a module's deps rather than the app, queueMessage(trx, …) in the transaction
 * and deliverSoon({ db, log }) after it (the messenger of the app owning that db).
 *
 * A message is written exactly when its transaction commits and sent only after; a
 * missing variable, a missing, unsafe or over-long (MAX_BUTTON_LINK_CHARS) button link, or
 * a number that is not a mobile throws (isMobileNumber checks a number first). Amounts go
 * as formatKrw(…) ('12,900원'), deadlines as kstDeadline(…). Delivery is at least once: a
 * sender that dies between Solapi's answer and its bookkeeping leaves its batch to be
 * sent again after the two-minute lease.
 *
 * Without keys, the sandbox speaks Solapi's protocol at /sandbox/solapi (HMAC checked with
 * the fixed sandbox credentials, 알림톡 text checked against the registered templates) and
 * keeps what it accepts in its own table, solapi_sandbox_message, as Solapi keeps a
 * message log. What shoppers and testers see is the outbox itself (message_outbox):
 * /sandbox/outbox?to=01012345678 (page) and /sandbox/outbox/messages?to=&orderNo= (JSON);
 * both answer 404 with real keys.
 */
export const messageModule: ServerModule = {
  name: 'message',
  migrations: { '2026112501_message': messageMigration },
  rootRoutes: messageRootRoutes,
  jobs: [deliveryJob],
};

export { deliverSoon, messenger, type Messenger } from './messenger';
/** Members' data over time (issue 28, the retention module): the outbox kept 3 months as a communication log. */
export { purgeOldMessages } from './retention';
export { deliverPendingMessages, queueMessage, prepareMessage, MAX_ATTEMPTS, MAX_BUTTON_LINK_CHARS, type DeliveryDeps, type DeliveryResult, type OutgoingMessage } from './outbox';
export { templates, templateVariables, renderTemplate, type MessageTemplate, type TemplateCode } from './templates';
export { isMobileNumber, mobileDigits, maskMobile } from './phone';
export { kstDeadline } from './kst';
export { messageSettings, type MessageSettings } from './settings';
export type { MessageStatus, MessageChannel } from './tables';
