import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { invalidateProfile, type Profile } from '@/features/auth';
import { FormAlert, FormField, formStyles } from '@/shared/form';
import { isApiError } from '@/shared/api';
import { Button, useToast } from '@/shared/ui';
import { mypageKeys } from '../api/mypage-api';
import { updateMyProfile } from './profile-api';

const NICKNAME = /^[0-9A-Za-z가-힣_-]{2,20}$/;

export function ProfileEditForm({ profile }: { profile: Profile }) {
  const { showToast } = useToast();
  const client = useQueryClient();
  const [nickName, setNickName] = useState(profile.nickName ?? '');
  const [marketingSms, setMarketingSms] = useState(profile.marketingSms);
  const [marketingEmail, setMarketingEmail] = useState(profile.marketingEmail);
  const [nickNameError, setNickNameError] = useState<string>();
  const save = useMutation({
    mutationFn: updateMyProfile,
    onSuccess: async () => {
      showToast('회원 정보를 저장했습니다.', 'success');
      await Promise.all([invalidateProfile(), client.invalidateQueries({ queryKey: mypageKeys.consents })]);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = nickName.trim();
    if (!NICKNAME.test(trimmed)) {
      setNickNameError('닉네임은 2~20자의 한글, 영문, 숫자, _ - 로 입력해 주세요.');
      document.getElementById('nickName')?.focus();
      return;
    }
    setNickNameError(undefined);
    save.mutate({ nickName: trimmed, marketingSms, marketingEmail });
  }

  const failure = save.error ? (isApiError(save.error) && save.error.message ? save.error.message : '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.') : undefined;
  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-labelledby="profile-edit-title">
      <h2 id="profile-edit-title">정보 수정</h2>
      <FormField
        id="nickName"
        label="닉네임"
        required
        maxLength={20}
        value={nickName}
        error={nickNameError}
        hint="2~20자의 한글, 영문, 숫자, _ -"
        onChange={(event) => setNickName(event.target.value)}
      />
      <fieldset className={formStyles.consents}>
        <legend>마케팅 정보 수신</legend>
        <label className={formStyles.check}>
          <input type="checkbox" checked={marketingSms} onChange={(event) => setMarketingSms(event.target.checked)} />
          SMS 수신 동의
        </label>
        <label className={formStyles.check}>
          <input type="checkbox" checked={marketingEmail} onChange={(event) => setMarketingEmail(event.target.checked)} />
          이메일 수신 동의
        </label>
      </fieldset>
      <FormAlert message={failure} />
      <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {save.isPending ? '저장 중…' : '저장'}
      </Button>
    </form>
  );
}
