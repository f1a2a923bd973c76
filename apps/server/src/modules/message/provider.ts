import type { MessageChannel } from './tables';

/** One outbox row as a provider is given it. */
export interface OutboxMessage {
  id: number;
  template: string;
  /** Digits. */
  to: string;
  title: string;
  /** The rendered text, exactly as stored. */
  text: string;
  /** The template's variables by name (고객명 → 홍길동). */
  variables: Readonly<Record<string, string>>;
  buttonName: string | null;
  link: string | null;
}

/**
 * What became of one message. `refused`: the provider answered no (a 4xx, or the message
 * in its failed list); asking again the same way will not help, so it counts against the
 * message's attempts. `unavailable`: the provider was not reached or its answer not
 * understood; nothing is known to be wrong with the message, so it waits for another try.
 */
export type Verdict =
  | { outcome: 'sent'; providerMessageId: string | null; channel: MessageChannel }
  | { outcome: 'refused'; error: string }
  | { outcome: 'unavailable'; error: string };

export interface MessageProvider {
  /** Answers a verdict for every message given, keyed by OutboxMessage.id; never throws. */
  send(messages: readonly OutboxMessage[]): Promise<Map<number, Verdict>>;
}
