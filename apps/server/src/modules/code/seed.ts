import type { SeedContext } from '../../core/module';
import { codeGroups } from './code-groups';
import { upsertCodeGroups } from './queries';

export async function seedCodes({ db }: SeedContext): Promise<void> {
  await upsertCodeGroups(db, codeGroups);
}
