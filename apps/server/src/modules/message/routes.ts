import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliverWhileRunning, messenger } from './messenger';
import { OUTBOX_PATH } from './sandbox/outbox-page';
import { outboxRoutes } from './sandbox/outbox-routes';
import { solapiSandboxRoutes } from './sandbox/solapi-sandbox';
import { SOLAPI_SANDBOX_BASE } from './settings';
import { TEMPLATE_CODES } from './templates';

/**
 * Not under /api: the Solapi sandbox and the outbox page. Building the messenger here
 * reads the provider settings while the app is built, so a bad one stops the start.
 */
export const messageRootRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = messenger(app);
  const { settings } = messages;
  deliverWhileRunning(app, messages);
  if (settings.sandbox) {
    app.log.debug('messages go to the Solapi sandbox on this server (no SOLAPI_API_KEY); see /sandbox/outbox');
    await app.register(solapiSandboxRoutes, { prefix: SOLAPI_SANDBOX_BASE });
  } else {
    const asText = settings.pfId ? TEMPLATE_CODES.filter((code) => !settings.templateIds[code]) : TEMPLATE_CODES;
    if (asText.length) app.log.warn({ templates: asText }, settings.pfId ? 'no 알림톡 template id for these messages (MARU_ALIMTALK_TEMPLATES): they go as text messages' : 'no KakaoTalk channel (KAKAO_ALIMTALK_PF_ID): every message goes as a text message');
  }
  await app.register(outboxRoutes, { prefix: OUTBOX_PATH, enabled: settings.sandbox });
};
