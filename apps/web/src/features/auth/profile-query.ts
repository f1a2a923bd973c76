// Shared with the top banner, which reads the member state from the cached profile.
export { profileQueryKey } from '@/shared/session';
