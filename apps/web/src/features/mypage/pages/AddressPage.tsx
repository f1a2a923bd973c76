import { AddressBookPage } from '@/features/address';
import { withQueryClient } from '@/shared/query';

export default withQueryClient(function AddressPage() {
  return <AddressBookPage />;
});
