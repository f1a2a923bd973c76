import { InvitationEventView } from '@/features/benefit';

export default InvitationEventView;
