import { useQuery } from '@tanstack/react-query';
import type { Providers } from '@maru/domain';
import { providersQuery } from '@/shared/api';
import { formStyles as styles } from '@/shared/form';

/** Tells testers (and anyone else) that sign-in or verification goes to a stand-in provider. */
export function SandboxMark({ providers }: { providers: readonly Exclude<keyof Providers, 'postcode'>[] }) {
  const { data } = useQuery(providersQuery);
  if (!data || !providers.some((name) => data[name].sandbox)) return null;
  return (
    <p className={styles.sandbox} role="note">
      테스트 환경 — 실제 카카오·네이버·본인인증 대신 테스트용 화면으로 연결됩니다
    </p>
  );
}
