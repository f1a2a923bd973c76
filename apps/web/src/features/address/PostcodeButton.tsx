import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Button } from '@/shared/ui';
import { fetchPostcodeMode } from './address-api';
import { PostcodeDialog, type PickedPostcode } from './PostcodeDialog';

/** "우편번호 찾기": Daum/Kakao's widget when it loads, else the local sandbox search. */
export function PostcodeButton({ onSelect, label = '우편번호 찾기', disabled }: { onSelect: (picked: PickedPostcode) => void; label?: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const { data: mode = 'sandbox' } = useQuery({ queryKey: ['system', 'postcode-mode'], queryFn: fetchPostcodeMode, staleTime: Infinity });
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
