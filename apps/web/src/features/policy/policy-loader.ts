import { SpecMessage } from '@maru/domain';
import { data, type LoaderFunctionArgs } from 'react-router';
import { isPolicyCategory } from './policy-categories';

/** An unknown policy type is a missing page (spec 01 §2), answered before the page loads. */
export function policyLoader({ params }: LoaderFunctionArgs): null {
  if (params.category !== undefined && !isPolicyCategory(params.category)) {
    throw data(SpecMessage.pageNotFound, { status: 404 });
  }
  return null;
}
