import { AddressBookPage } from '@/features/address';

export default function AddressPage() {
  return <AddressBookPage />;
}
