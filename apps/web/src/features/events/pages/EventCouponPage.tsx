import { useParams } from 'react-router';
import { EventCouponView } from '@/features/benefit';
import { withQueryClient } from '@/shared/query';

/** /events/coupon/:eventCode; keyed by the code so another event starts with a fresh page. */
function EventCouponPage() {
  const { eventCode = '' } = useParams();
  return <EventCouponView key={eventCode} eventCode={eventCode} />;
}

export default withQueryClient(EventCouponPage);
