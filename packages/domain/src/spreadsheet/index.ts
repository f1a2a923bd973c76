// What every console spreadsheet (export and import) shares: cells made safe for Excel and
// given back unchanged, and how an error message quotes a cell.
export * from './cells';
