import { MyInquiries } from '@/features/inquiry';
import { withQueryClient } from '@/shared/query';

export default withQueryClient(MyInquiries);
