import { INQUIRY_LIMITS, plainTextProblem, type AdminInquiryView } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { inquiriesKey, inquiryQuery, saveAnswer } from './inquiries-api';

/** The answer to an inquiry as it is being written: its text, its problem, and saving it once it passes the domain's check. */
export function useInquiryAnswer(inquiry: AdminInquiryView) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [text, setText] = useState(inquiry.answer?.text ?? '');
  const [problem, setProblem] = useState<string>();
  const save = useMutation({
    mutationFn: () => saveAnswer(inquiry.inquiryNo, text),
    onSuccess: (saved) => {
      queryClient.setQueryData(inquiryQuery(inquiry.inquiryNo).queryKey, saved);
      showToast(inquiry.answer ? '답변을 수정했습니다.' : '답변을 등록했습니다. 회원에게 알림톡이 갑니다.', 'success');
    },
    onError: (error) => setProblem(error instanceof ConsoleApiError ? error.message : '저장하지 못했습니다. 다시 시도해 주세요.'),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: inquiriesKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = plainTextProblem(text, INQUIRY_LIMITS.answer, '답변');
    setProblem(found);
    if (!found) save.mutate();
  };
  return { text, setText, problem, pending: save.isPending, submit };
}
