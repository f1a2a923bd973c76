import { isBusinessMember } from '@maru/domain';
import { type Profile } from '@/features/auth';
import { formStyles } from '@/shared/form';

const genderLabel = (gender: Profile['gender']) => (gender === 'M' ? '남성' : gender === 'F' ? '여성' : '-');

/** What comes from identity verification and cannot be edited here. */
export function ProfileFacts({ profile }: { profile: Profile }) {
  return (
    <dl className={formStyles.facts}>
      <dt>이메일</dt>
      <dd>{profile.email ?? '-'}</dd>
      <dt>이름</dt>
      <dd>{profile.name ?? '-'}</dd>
      <dt>휴대폰 번호</dt>
      <dd>{profile.phone ?? '-'}</dd>
      <dt>생년월일</dt>
      <dd>{profile.birthday ?? '-'}</dd>
      <dt>성별</dt>
      <dd>{genderLabel(profile.gender)}</dd>
      <dt>회원 구분</dt>
      <dd>{isBusinessMember(profile.authNo) ? '사업자 회원' : '일반 회원'}</dd>
      <dt>내 추천인 코드</dt>
      <dd>{profile.recommendMyCd}</dd>
    </dl>
  );
}
