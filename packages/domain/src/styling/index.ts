// Styling pages: photographed rooms with product hotspots (issue #15).
export * from './vocabulary';
export * from './contract';
export * from './list-address';
