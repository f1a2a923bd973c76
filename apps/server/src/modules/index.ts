import type { ServerModule } from '../core/module';
import { codeModule } from './code';
import { contentModule } from './content';

/** Every feature module of the API, in registration order. One line each. */
export const modules: readonly ServerModule[] = [codeModule, contentModule];
