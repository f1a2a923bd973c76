import { ReviewRegisterView } from '@/features/review';
import { withQueryClient } from '@/shared/query';

export default withQueryClient(ReviewRegisterView);
