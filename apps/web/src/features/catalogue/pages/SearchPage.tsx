import { useSearchParams } from 'react-router';
import { withQueryClient } from '@/shared/query';
import { ProductListView } from '../list/ProductListView';
import { SearchBox } from '../search/SearchBox';
import styles from '../list/ProductList.module.css';

export { listPageLoader as loader, searchPageMeta as meta } from '../seo/list-page';

function SearchPage() {
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  return (
    <ProductListView
      title={() => (keyword ? `‘${keyword}’ 검색 결과` : '검색')}
      showCategories={false}
      // The key refreshes the box's text when a search elsewhere (the header) changes the keyword.
      header={
        <div className={styles.searchBar}>
          <SearchBox key={keyword} initialKeyword={keyword} autoFocus={keyword === ''} />
        </div>
      }
      emptyHint={keyword ? '검색어의 철자를 확인하거나 더 짧은 단어로 검색해 보세요.' : '찾으시는 상품을 검색해 보세요.'}
    />
  );
}

export default withQueryClient(SearchPage);
