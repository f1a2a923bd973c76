import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kakaoSandbox } from './kakao';
import { sandboxBase, sandboxModes } from './modes';
import { naverSandbox } from './naver';
import { portoneSandbox } from './portone';

/** Only providers without keys get a sandbox; with keys set their sandbox paths do not exist. */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const modes = sandboxModes(app.config.env);
  if (modes.kakao) await app.register(kakaoSandbox, { prefix: sandboxBase.kakao });
  if (modes.naver) await app.register(naverSandbox, { prefix: sandboxBase.naver });
  if (modes.portone) await app.register(portoneSandbox, { prefix: sandboxBase.portone });
};
