import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { providersQuery } from '@/shared/api';
import { Button } from '@/shared/ui';
import { PostcodeDialog, type PickedPostcode } from './PostcodeDialog';

/** "우편번호 찾기": Daum/Kakao's widget when it loads, else the local sandbox search. */
export function PostcodeButton({ onSelect, label = '우편번호 찾기', disabled }: { onSelect: (picked: PickedPostcode) => void; label?: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  // 'sandbox' when the server says never to try Daum's widget (tests); otherwise 'auto'.
  const { data: mode = 'sandbox' } = useQuery({ ...providersQuery, select: (providers) => providers.postcode.mode });
  const pick = useCallback(
    (picked: PickedPostcode) => {
      setOpen(false);
      onSelect(picked);
    },
    [onSelect],
  );
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)} disabled={disabled}>
        {label}
      </Button>
      {open ? <PostcodeDialog open mode={mode} onClose={() => setOpen(false)} onPick={pick} /> : null}
    </>
  );
}
