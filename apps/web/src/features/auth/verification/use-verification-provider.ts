import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { providersQuery } from '@/shared/api';
import { rememberPortoneSandbox } from './run-verification';

/**
 * For pages with a verification button: learns before the click whether PortOne is real or
 * the sandbox (see run-verification.ts). Shares SandboxMark's cached providers query.
 */
export function useVerificationProvider(): void {
  const { data } = useQuery(providersQuery);
  useEffect(() => {
    if (data) rememberPortoneSandbox(data.portone.sandbox);
  }, [data]);
}
