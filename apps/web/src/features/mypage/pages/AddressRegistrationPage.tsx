import { AddressRegistration } from '@/features/address';
import { withQueryClient } from '@/shared/query';

export default withQueryClient(function AddressRegistrationPage() {
  return <AddressRegistration />;
});
