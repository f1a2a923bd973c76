import { useNavigate } from 'react-router';
import { canGoBack, usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { Button, LinkButton } from './Button';
import { EmptyState } from './EmptyState';

interface ComingSoonProps {
  /** The page's Korean title; it becomes the page's h1. */
  title: string;
  description?: string;
}

/** Stands in for a page whose feature is still being built, so every route is reachable. */
export function ComingSoon({ title, description = '더 나은 모습으로 준비하고 있어요. 조금만 기다려 주세요.' }: ComingSoonProps) {
  const navigate = useNavigate();
  usePageTitle(title);
  return (
    <EmptyState
      headingLevel={1}
      title={title}
      icon={<ComingSoonIcon />}
      description={
        <>
          <strong>준비 중</strong> · {description}
        </>
      }
      actions={
        <>
          <LinkButton to={paths.home()}>홈으로</LinkButton>
          <Button variant="secondary" onClick={() => (canGoBack() ? navigate(-1) : navigate(paths.home()))}>
            이전 페이지
          </Button>
        </>
      }
    />
  );
}

function ComingSoonIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d="M3 21h18M5 21V9l7-5 7 5v12M9 21v-6h6v6" strokeLinejoin="round" />
    </svg>
  );
}
