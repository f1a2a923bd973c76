import { AddressRegistration } from '@/features/address';

export default function AddressRegistrationPage() {
  return <AddressRegistration />;
}
