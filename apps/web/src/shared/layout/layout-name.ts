/** The four page frames of spec 01 §2. */
export type LayoutName = 'default' | 'shop' | 'simple' | 'empty';

/** Every layout's main element carries this id; the skip link and focus handling target it. */
export const MAIN_ID = 'main';
