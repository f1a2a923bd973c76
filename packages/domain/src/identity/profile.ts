import type { z } from 'zod';
import type { memberProfileView } from './contract';

export type Gender = 'M' | 'F';

/** A member's own profile as GET /mypage/v1/profile answers it (declared in ./contract.ts). */
export type MemberProfile = z.infer<typeof memberProfileView>;
