import { ReviewBeforeView } from '@/features/review';
import { withQueryClient } from '@/shared/query';

export default withQueryClient(ReviewBeforeView);
