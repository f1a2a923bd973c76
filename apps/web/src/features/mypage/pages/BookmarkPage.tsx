import type { BookmarkKind } from '@maru/domain';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { EmptyState, LinkButton } from '@/shared/ui';
import styles from '../lists/lists.module.css';

/**
 * 스크랩: liked styling pages and exhibitions. Neither can be liked yet (the like call knows
 * products and brands only; see docs/mypage.md), so this is an honest empty state that
 * sends the member to where they will be able to scrap.
 */
const kinds: Record<BookmarkKind, { label: string; to: string; action: string }> = {
  styling: { label: '스타일링', to: paths.stylingList(), action: '스타일링 보러 가기' },
  exhibition: { label: '기획전', to: paths.exhibition(), action: '기획전 보러 가기' },
};

export default function BookmarkPage() {
  usePageTitle('스크랩');
  return (
    <section className={styles.page} aria-labelledby="bookmark-title">
      <div className={styles.titleRow}>
        <h1 id="bookmark-title" className={styles.title}>
          스크랩
        </h1>
      </div>
      <EmptyState
        title="스크랩한 콘텐츠가 없어요"
        description="스타일링과 기획전을 스크랩하면 여기에 모여요. 스크랩 기능은 곧 열려요."
        actions={
          <>
            {Object.values(kinds).map((kind) => (
              <LinkButton key={kind.label} to={kind.to} variant="secondary">
                {kind.action}
              </LinkButton>
            ))}
          </>
        }
      />
    </section>
  );
}
