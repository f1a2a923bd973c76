import type { LoaderFunctionArgs } from 'react-router';
import { providersQuery } from '@/shared/api';
import { loaderQueryClient } from '@/shared/query';

/**
 * The loader of the pages that show the sandbox mark or the social sign-in buttons. Both read
 * which providers are this server's sandboxes. Drawn when that answer came, they pushed the
 * form down under a tap (0.045 of layout shift on /login). So the page waits for this one small
 * answer, which is then kept for the page's life. If the call fails, the page is drawn without
 * the mark, as before.
 */
export async function providersLoader({ context }: LoaderFunctionArgs): Promise<null> {
  await loaderQueryClient(context)
    .ensureQueryData(providersQuery)
    .catch(() => undefined);
  return null;
}
