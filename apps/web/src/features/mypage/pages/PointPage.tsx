import { PointView } from '@/features/benefit';
import { withQueryClient } from '@/shared/query';

export default withQueryClient(PointView);
