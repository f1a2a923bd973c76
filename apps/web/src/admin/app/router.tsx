import { createBrowserRouter } from 'react-router';
import { CONSOLE_BASE } from './next-path';
import { consoleRoutes } from './route-table';

/** The console's router: its own route table under /admin, nothing of the shop's. */
export const consoleRouter = createBrowserRouter(consoleRoutes, { basename: CONSOLE_BASE });
