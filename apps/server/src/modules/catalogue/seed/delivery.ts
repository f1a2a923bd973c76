import type { ShippingKind } from './lines';
import type { Random } from './random';
import type { GeneratedDelivery } from '../types';

// Delivery terms per kind of goods. Tiles travel by freight (pallets), so the shopper may
// pay the carrier on arrival; small goods go by parcel with a free-shipping threshold;
// furniture is delivered and installed by the maker's crew.

export const deliveryMethodNames = { PARCEL: '택배', FREIGHT: '화물', DIRECT: '직접배송' } as const;

export function deliveriesFor(rng: Random, kind: ShippingKind, brandNo: number): GeneratedDelivery[] {
  const group = (method: GeneratedDelivery['method']) => `${method}-${brandNo}`;
  switch (kind) {
    case 'tile':
      return [
        { method: 'FREIGHT', fee: 35_000, freeOver: 500_000, payType: 'PREPAY', groupKey: group('FREIGHT') },
        { method: 'FREIGHT', fee: 35_000, freeOver: null, payType: 'ARRIVAL', groupKey: group('FREIGHT') },
      ];
    case 'carpet':
      return [{ method: 'PARCEL', fee: 4_000, freeOver: 150_000, payType: 'PREPAY', groupKey: group('PARCEL') }];
    case 'lighting':
      return [{ method: 'PARCEL', fee: 3_500, freeOver: 70_000, payType: 'PREPAY', groupKey: group('PARCEL') }];
    case 'parcel':
      return [{ method: 'PARCEL', fee: 3_000, freeOver: 50_000, payType: 'PREPAY', groupKey: group('PARCEL') }];
    case 'furniture': {
      const direct: GeneratedDelivery = rng.chance(0.5)
        ? { method: 'DIRECT', fee: 0, freeOver: null, payType: 'PREPAY', groupKey: group('DIRECT') }
        : { method: 'DIRECT', fee: rng.pick([30_000, 50_000, 70_000]), freeOver: 1_000_000, payType: 'PREPAY', groupKey: group('DIRECT') };
      const freight: GeneratedDelivery = { method: 'FREIGHT', fee: 45_000, freeOver: null, payType: 'ARRIVAL', groupKey: group('FREIGHT') };
      return rng.chance(0.3) ? [direct, freight] : [direct];
    }
  }
}
