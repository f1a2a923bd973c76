// The member's address book and the postcode search, used by my page and the checkout.
export { addressQueryKey, createAddress, fetchAddresses, type AddressInputValues } from './address-api';
export { AddressBookDialog } from './AddressBookDialog';
export { PostcodeButton } from './PostcodeButton';
export type { PickedPostcode } from './PostcodeDialog';
export { AddressBookPage } from './AddressBookPage';
export { AddressRegistration } from './AddressRegistration';
