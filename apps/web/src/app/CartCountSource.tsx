import { useEffect } from 'react';
import { useCartCount } from '@/features/cart';

/** Reads the cart alarm (line count) for the header; loaded lazily so the cart code stays out of the entry. */
export default function CartCountSource({ onCount }: { onCount: (count: number) => void }) {
  const count = useCartCount();
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
