import type { RenderedState } from '@maru/domain';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { type HydrationState, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { queryClient } from '@/shared/query';
import { RENDERED_STATE_ID } from './first-screen';

/**
 * Reads the state a server-rendered page came with, fills the app's query cache from it and
 * returns the router's hydration data; undefined for a page the server sent as the bare shell.
 */
export function takeRenderedState(): HydrationState | undefined {
  const element = document.getElementById(RENDERED_STATE_ID);
  if (!element?.textContent) return undefined;
  const state = JSON.parse(element.textContent) as RenderedState;
  element.remove();
  hydrate(queryClient, state.queries as DehydratedState);
  const errors = state.errors
    ? Object.fromEntries(Object.entries(state.errors).map(([id, error]) => [id, new ErrorResponse(error.status, error.statusText, error.data)]))
    : null;
  return { loaderData: state.loaderData, errors };
}
