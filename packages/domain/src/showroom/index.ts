// Showroom offices, floors and visit bookings (issue 15).
export * from './rules';
export * from './contract';
