/** The address module's tables (filled in by its migrations). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AddressTables {}
