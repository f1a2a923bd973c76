// Route ids double as the names in each route's handle, so analytics and other code can refer
// to a page without repeating its path. The three named routes of spec 01 §2 are marked.
export const routeNames = {
  orderDetail: 'order-detail',
  mypageOrderCancel: 'mypage-order-cancel',
  mypageOrderRefund: 'mypage-order-refund',
} as const;

export interface RouteHandle {
  name: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string';
}
