import type { SeedContext } from '../../../core/module';
import { policyDocuments, policyLabels } from '../editorial/policies';
import { upsertPolicies } from './queries';

/** The six types and their first versions as written (they fit the policy allow-list: content.test.ts); every read cleans them anyway. */
export async function seedPolicies({ db }: SeedContext): Promise<void> {
  await upsertPolicies(
    db,
    policyDocuments.map((document) => ({ ...document, name: policyLabels[document.type] })),
  );
}
