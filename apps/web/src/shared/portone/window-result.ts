// What a PortOne window hands back, for identity verification and payment alike: the same
// fields by popup message (this server's sandbox) and by the redirect's query, and the same
// wait for a popup's answer.

export interface PortoneWindowResult {
  impUid: string;
  merchantUid: string;
  success: boolean;
  /** The provider's own words, as sent; each flow says them in its way. */
  errorMessage?: string;
}

/** A popup message is trusted only from this site's own origin and in the window's shape. */
export function windowResultFromMessage(event: Pick<MessageEvent, 'origin' | 'data'>, ownOrigin: string): PortoneWindowResult | undefined {
  if (event.origin !== ownOrigin) return undefined;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const { imp_uid: impUid, merchant_uid: merchantUid, success, error_msg: errorMessage } = data as Record<string, unknown>;
  if (typeof merchantUid !== 'string' || typeof success !== 'boolean') return undefined;
  return { impUid: typeof impUid === 'string' ? impUid : '', merchantUid, success, errorMessage: typeof errorMessage === 'string' ? errorMessage : undefined };
}

const CLOSED_POLL_MS = 400;

/**
 * Resolves with the popup's posted result for this merchant_uid, or undefined once it closes
 * without one. Another site's, another window's or another merchant_uid's message is not
 * this one's answer.
 */
export function waitForWindowResult(popup: Window, merchantUid: string): Promise<PortoneWindowResult | undefined> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      const result = windowResultFromMessage(event, window.location.origin);
      if (!result || event.source !== popup || result.merchantUid !== merchantUid) return;
      finish(result);
    };
    // The window posts its result just before closing itself, so a close counts as a
    // cancellation only on the poll after the one that saw it.
    let closedSeen = false;
    const timer = window.setInterval(() => {
      if (closedSeen) finish(undefined);
      closedSeen = popup.closed;
    }, CLOSED_POLL_MS);
    function finish(result: PortoneWindowResult | undefined) {
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
      resolve(result);
    }
    window.addEventListener('message', onMessage);
  });
}
