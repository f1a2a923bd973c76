/** Common-code group holding the FAQ categories (spec 02 §3 code groups). */
export const FAQ_CATEGORY_GROUP = 'FAQ_CATEGORY';
