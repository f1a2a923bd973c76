export type Gender = 'M' | 'F';

/** A member's own profile as GET /mypage/v1/profile answers it (server and web app alike). */
export interface MemberProfile {
  identityId: string;
  /** YYYY-MM-DD, from identity verification. */
  birthday: string | null;
  gender: Gender | null;
  nickName: string | null;
  recommendMyCd: string;
  authNo: number;
  email: string | null;
  name: string | null;
  phone: string | null;
  marketingSms: boolean;
  marketingEmail: boolean;
}
