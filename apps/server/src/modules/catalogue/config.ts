import type { Phase } from '../../config';

// Category ids that differ between deployments (spec 01 §4: "three brand categories have
// different ids in production and non-production"). Everything that needs them reads them
// from here, so nothing else hard-codes a deployment's ids.

export const brandCategoryIds = {
  production: [507561, 507562, 507563],
  nonProduction: [91001, 91002, 91003],
} as const satisfies Record<string, readonly [number, number, number]>;

/** PROD uses the production ids; DEV and QA share the non-production ones. */
export function brandCategoryIdsFor(phase: Phase): readonly number[] {
  return phase === 'PROD' ? brandCategoryIds.production : brandCategoryIds.nonProduction;
}
