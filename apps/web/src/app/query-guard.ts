import { findInjectedQueryValue, ShellSpecMessage } from '@maru/domain';
import { data } from 'react-router';

/**
 * Spec 01 §5 validInjection: a query key or value holding an SQL keyword as a whole word
 * stops the navigation with a 500 'SQL Injection Detected'. Korean search words pass.
 */
export function assertCleanQuery(search: string): void {
  if (findInjectedQueryValue(search) !== null) {
    throw data(ShellSpecMessage.sqlInjectionDetected, { status: 500, statusText: ShellSpecMessage.sqlInjectionDetected });
  }
}
