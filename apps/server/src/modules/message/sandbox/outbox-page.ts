import { kstTimestamp } from '../kst';
import { formatMobile, maskMobile } from '../phone';
import type { OutboxRow } from '../queries';
import type { MessageChannel, MessageStatus } from '../tables';
import { type Html, html, nothing, sandboxPage } from './html';

export const OUTBOX_PATH = '/sandbox/outbox';
const MARK = '테스트 환경 — 실제로 발송되지 않은 메시지';

const STATUS_LABELS: Record<MessageStatus, string> = { PENDING: '발송 대기', SENT: '발송 완료', FAILED: '발송 실패' };
const CHANNEL_LABELS: Record<MessageChannel, string> = { ATA: '알림톡', LMS: '문자(LMS)', SMS: '문자(SMS)' };

/** Only the shop's own paths and https addresses become links; anything else is shown as text. */
const linkable = (link: string) => /^\/(?!\/)/.test(link) || /^https:\/\//.test(link);

/** The recipient in full only to whoever asked for that number. */
export const shownNumber = (row: OutboxRow, revealed: boolean) => (revealed ? formatMobile(row.to_phone) : maskMobile(row.to_phone));

function messageCard(row: OutboxRow, revealed: boolean): Html {
  const button = row.button_name
    ? row.link && linkable(row.link)
      ? html`<a class="button" href="${row.link}" rel="noopener noreferrer">${row.button_name}</a>`
      : html`<span class="button">${row.button_name}</span>`
    : nothing;
  return html`<article data-message-id="${row.message_id}">
<header><span class="status ${row.status}">${STATUS_LABELS[row.status]}</span><time datetime="${row.created_at.toISOString()}">${kstTimestamp(row.created_at)} (KST)</time>
<span>받는 사람 ${shownNumber(row, revealed)}</span>${row.channel ? html`<span>${CHANNEL_LABELS[row.channel]}</span>` : nothing}${row.order_no ? html`<span>주문번호 ${row.order_no}</span>` : nothing}</header>
<h2>${row.title}</h2>
<pre class="text">${row.text}</pre>
${button}${row.status !== 'SENT' && row.last_error ? html`<p class="error-detail">${row.last_error}</p>` : nothing}
</article>`;
}

export interface OutboxPageInput {
  rows: OutboxRow[];
  /** The number asked for (digits), if any: its messages are shown with the number in full. */
  to?: string;
  /** What the visitor typed, shown back in the form. */
  typed?: string;
  error?: string;
  /** The id to continue from when the page is full. */
  before?: number;
}

export function outboxPage(input: OutboxPageInput): string {
  const revealed = Boolean(input.to);
  const more = input.before
    ? html`<nav class="more"><a href="${`${OUTBOX_PATH}?${new URLSearchParams({ ...(input.to ? { to: input.to } : {}), before: String(input.before) }).toString()}`}">이전 메시지 더 보기</a></nav>`
    : nothing;
  const body = html`<h1>메시지 발송함</h1>
<p class="hint">실제 알림톡·문자 대신 이곳에 기록합니다. 휴대폰 번호로 조회하면 그 번호로 보낸 메시지를 번호와 함께 볼 수 있습니다.</p>
<form class="filter" method="get" action="${OUTBOX_PATH}"><input type="tel" name="to" inputmode="numeric" maxlength="20" placeholder="010-1234-5678" value="${input.typed ?? ''}" aria-label="받는 사람 휴대폰 번호"><button type="submit">조회</button></form>
${input.error ? html`<p class="error" role="alert">${input.error}</p>` : nothing}
${input.to ? html`<p class="hint">${formatMobile(input.to)} 번호로 보낸 메시지</p>` : nothing}
${input.rows.length ? input.rows.map((row) => messageCard(row, revealed)) : html`<p class="hint">보낸 메시지가 없습니다.</p>`}
${more}`;
  return sandboxPage('메시지 발송함 (테스트 환경)', MARK, body);
}
