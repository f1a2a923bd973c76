import { withQueryClient } from '@/shared/query';
import { GuestOrderLookup } from '../detail/GuestOrderLookup';

export default withQueryClient(GuestOrderLookup);
