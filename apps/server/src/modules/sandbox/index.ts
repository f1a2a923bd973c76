import type { ServerModule } from '../../core/module';
import { sandboxRoutes } from './routes';

export { sandboxBase, sandboxCredentials, sandboxModes, type SandboxProvider } from './modes';

/** Stand-ins for Kakao, Naver and PortOne, used when their keys are absent (see modes.ts). */
export const sandboxModule: ServerModule = {
  name: 'sandbox',
  migrations: {},
  rootRoutes: sandboxRoutes,
};
