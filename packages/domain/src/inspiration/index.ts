// The console's exhibitions and styling rooms (issue 27).
export * from './console';
export * from './hotspot-keys';
