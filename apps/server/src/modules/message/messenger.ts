import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { serverSideUrl } from '../../core/http/self-url';
import type { ScheduledJob } from '../../core/jobs/scheduler';
import type { Database } from '../../db/database';
import { type DeliveryDeps, type DeliveryResult, deliverPendingMessages, type OutgoingMessage, queueMessage } from './outbox';
import { type MessageSettings, messageSettings } from './settings';

/** What the order flows use: queue in the transaction, deliver once it has committed. */
export interface Messenger {
  /** queueMessage: a PENDING outbox row in the caller's transaction. */
  queue(executor: Kysely<Database> | Transaction<Database>, message: OutgoingMessage): Promise<number>;
  /**
   * Call after the transaction that queued messages has committed: delivers in the
   * background and never throws (failures are logged; the periodic job retries).
   */
  deliverSoon(): void;
  /** Delivers everything due now, batch after batch; answers the totals. */
  deliverAll(): Promise<DeliveryResult>;
  readonly settings: MessageSettings;
  /** For deliverPendingMessages: this app's database, log and provider settings. */
  readonly deps: DeliveryDeps;
  /** Stops accepting deliverSoon and waits for a delivery under way (the app is closing). */
  close(): Promise<void>;
}

const BATCH = 50;
// Keyed by the HTTP server, which every encapsulated child of one app shares.
const messengers = new WeakMap<object, Messenger>();
// The same messengers by the app's database handle, for code that holds deps, not the app.
const messengersByDb = new WeakMap<Kysely<Database>, Messenger>();

/**
 * The app's messenger: Solapi with SOLAPI_* keys, else the sandbox on this server (its
 * address is read when a batch is sent, as tests listen on port 0). Reads the settings
 * the first time, so a bad one stops the start (routes.ts asks while the app is built).
 */
export function messenger(app: FastifyInstance): Messenger {
  let found = messengers.get(app.server);
  if (!found) {
    found = createMessenger(app);
    messengers.set(app.server, found);
    messengersByDb.set(app.db, found);
  }
  return found;
}

/**
 * messenger(app).deliverSoon() for code that holds its module's deps ({ db, log }) rather
 * than the app: finds the messenger of the app whose database handle this is. Call it
 * after the commit; it never throws. Without a running app (a script) it does nothing and
 * the periodic job of the next running server sends the messages.
 */
export function deliverSoon(deps: { db: Kysely<Database>; log?: FastifyBaseLogger }): void {
  const found = messengersByDb.get(deps.db);
  if (found) found.deliverSoon();
  else deps.log?.debug('no running messenger for this database; queued messages wait for the periodic job');
}

function createMessenger(app: FastifyInstance): Messenger {
  const settings = messageSettings(app.config);
  const deps: DeliveryDeps = {
    db: app.db,
    log: app.log,
    settings: {
      apiKey: settings.apiKey,
      apiSecret: settings.apiSecret,
      sender: settings.sender,
      pfId: settings.pfId,
      templateIds: settings.templateIds,
      apiBase: () => serverSideUrl(app, settings.apiBase),
      linkOrigin: () => settings.publicOrigin ?? new URL(serverSideUrl(app, '/')).origin,
    },
  };

  let running: Promise<DeliveryResult> | undefined;
  let again = false;
  let closed = false;

  // One drain at a time per app: a call while one runs asks it for one more pass, so a
  // message committed meanwhile is not left for the periodic job.
  const drain = async (): Promise<DeliveryResult> => {
    const total: DeliveryResult = { sent: 0, failed: 0, deferred: 0 };
    do {
      again = false;
      for (;;) {
        const round = await deliverPendingMessages(deps, BATCH);
        total.sent += round.sent;
        total.failed += round.failed;
        total.deferred += round.deferred;
        // A short batch was the last; an unreachable provider is not asked again now.
        if (round.deferred || round.sent + round.failed < BATCH) break;
      }
    } while (again && !closed);
    return total;
  };

  const deliverAll = (): Promise<DeliveryResult> => {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = undefined;
      // Asked for again after the last pass had looked: one more drain.
      if (again && !closed) deliverInBackground();
    });
    return running;
  };

  const deliverInBackground = () => {
    if (closed) return;
    deliverAll().catch((error: unknown) => app.log.error({ err: error }, 'message delivery failed; the periodic job retries'));
  };

  return {
    settings,
    deps,
    queue: (executor, message) => queueMessage(executor, message),
    deliverAll,
    deliverSoon: deliverInBackground,
    async close() {
      closed = true;
      await running?.catch(() => undefined);
    },
  };
}

/**
 * The messengers of the apps running in this process (one in a server; tests may start
 * several). A ScheduledJob is handed only a transaction, but delivering needs its app's
 * provider settings and address, so each app enters its messenger here while it runs
 * (routes.ts) and the job below works through them.
 */
const activeMessengers = new Set<Messenger>();

export function deliverWhileRunning(app: FastifyInstance, messages: Messenger): void {
  activeMessengers.add(messages);
  app.addHook('onClose', async () => {
    activeMessengers.delete(messages);
    await messages.close();
  });
}

/**
 * Every 15 seconds: what deliverSoon left (the provider was down, the process stopped
 * before delivering, a refused message's next try is due). The job's lock serialises
 * rounds across server processes; rows are claimed one by one anyway, so this and any
 * deliverSoon can overlap safely. The round's transaction only holds that lock: the
 * provider is called outside it.
 */
export const deliveryJob: ScheduledJob = {
  name: 'message.deliver-pending',
  everyMs: 15_000,
  async run() {
    let settled = 0;
    for (const messages of activeMessengers) {
      const result = await messages.deliverAll();
      settled += result.sent + result.failed;
    }
    return settled;
  },
};
