import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kakaoSandbox } from './kakao';
import { sandboxBase, sandboxModes } from './modes';
import { naverSandbox } from './naver';
import { portoneSandbox } from './portone';
import { postcodeSandbox } from './postcode';

/** Only providers without keys get a sandbox; with keys set their sandbox paths do not exist. */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const modes = sandboxModes(app.config.env);
  if (modes.kakao) await app.register(kakaoSandbox, { prefix: sandboxBase.kakao });
  if (modes.naver) await app.register(naverSandbox, { prefix: sandboxBase.naver });
  if (modes.portone) await app.register(portoneSandbox, { prefix: sandboxBase.portone });
  // The postcode widget needs no keys; its sandbox is the fallback whenever Daum's script cannot load.
  await app.register(postcodeSandbox, { prefix: '/sandbox/postcode' });
};
