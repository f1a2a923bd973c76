import { useParams } from 'react-router';
import { withQueryClient } from '@/shared/query';
import { ExhibitionDetailView } from '../detail/ExhibitionDetailView';
import { exhibitionNoOf } from '../exhibition-api';
import { ExhibitionListView } from '../list/ExhibitionListView';

export { exhibitionLoader as loader, exhibitionMeta as meta } from '../exhibition-seo';

/** /exhibition lists the exhibitions; /exhibition/:id shows one (keyed, so another starts fresh). */
function ExhibitionPage() {
  const { id } = useParams();
  if (id === undefined) return <ExhibitionListView />;
  const exhibitionNo = exhibitionNoOf(id);
  return <ExhibitionDetailView key={exhibitionNo} exhibitionNo={exhibitionNo} />;
}

export default withQueryClient(ExhibitionPage);
