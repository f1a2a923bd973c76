import type { SeedContext } from '../../../core/module';
import { policyDocuments, policyLabels } from '../editorial/policies';
import { policyAllowList, sanitizeHtml } from '../html/sanitize';
import { upsertPolicies } from './queries';

export async function seedPolicies({ db }: SeedContext): Promise<void> {
  await upsertPolicies(
    db,
    policyDocuments.map((document) => ({
      ...document,
      name: policyLabels[document.type],
      content: sanitizeHtml(document.content, policyAllowList),
    })),
  );
}
