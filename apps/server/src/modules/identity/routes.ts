import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginLimiter, SIGN_IN_FAILURES } from './login-limiter';
import { kakaoProvider } from './providers/kakao';
import { naverProvider } from './providers/naver';
import { accountRoutes } from './routes/account';
import { businessRoutes } from './routes/business';
import { certifyRoutes } from './routes/certify';
import type { IdentityDeps } from './routes/deps';
import { guestRoutes } from './routes/guest';
import { mypageRoutes } from './routes/mypage';
import { sessionRoutes } from './routes/session';
import { socialRoutes } from './routes/social';
import { systemRoutes } from './routes/system';
import { identitySettings, serverSideUrl } from './settings';

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = identitySettings(app.config);
  const serverUrl = (base: string) => serverSideUrl(app, base);
  const deps: IdentityDeps = {
    settings,
    limiter: loginLimiter(app.windowCounter, app.counterLimit(SIGN_IN_FAILURES)),
    serverUrl,
    providers: { kakao: kakaoProvider(settings.kakao, serverUrl), naver: naverProvider(settings.naver, serverUrl) },
  };

  await app.register(guestRoutes);
  await app.register(certifyRoutes, { deps });
  await app.register(accountRoutes);
  await app.register(sessionRoutes, { deps });
  await app.register(socialRoutes, { deps });
  await app.register(mypageRoutes);
  await app.register(businessRoutes);
  await app.register(systemRoutes, { deps });
};
