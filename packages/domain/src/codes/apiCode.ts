// Codes defined by the shared error catalogue (spec 01 §8, spec 02 §8). These values are
// fixed by existing clients, so they must never be renumbered.
export const SpecApiCode = {
  SUCCESS: 0,
  DEFAULT_ERROR: 999,
  NO_DATA: 101,
  REQUIRED_PARAMETER: 104,
  NO_ACCESS_TOKEN: 1002,
  TOKEN_NOT_EQUAL: 1003,
  USER_NOT_EXIST: 2002,
  ACCOUNT_EXISTS: 2007,
  CART_ITEM_EXISTS: 3002,
  // The catalogue names 4001, 4002, 4005 and 4006 without saying what they mean, so they
  // keep neutral names until a meaning is known.
  CODE_4001: 4001,
  CODE_4002: 4002,
  CODE_4005: 4005,
  CODE_4006: 4006,
  // Passed on unchanged from the identity provider as the failure code.
  IDENTITY_PROVIDER_ERROR: 'F0000',
} as const;

// Codes Maru adds for its own flows. Each sits in the range of its area (1xxx session,
// 2xxx account, 3xxx cart and stock) on a number the catalogue does not use.
export const MaruApiCode = {
  XSRF_INVALID: 1004,
  ACCOUNT_DORMANT: 2003,
  ACCOUNT_SUSPENDED: 2004,
  ACCOUNT_WITHDRAWN: 2005,
  WRONG_PASSWORD: 2006,
  UNDER_AGE: 2008,
  REJOIN_RESTRICTED: 2009,
  IDENTITY_NOT_VERIFIED: 2010,
  TOO_MANY_ATTEMPTS: 2011,
  OUT_OF_STOCK: 3003,
  QUANTITY_LIMIT: 3004,
  SAMPLE_LIMIT: 3005,
  NOT_SAMPLEABLE: 3006,
  CART_NOT_YOURS: 3007,
  OPTION_NOT_FOUND: 3008,
  RESTOCK_ALREADY_REQUESTED: 3009,
  // 5xxx: orders and payment.
  ORDER_SHEET_EXPIRED: 5001,
  ORDER_PRICE_CHANGED: 5002,
  ORDER_NOT_FOUND: 5003,
  PAYMENT_FAILED: 5004,
  PAYMENT_MISMATCH: 5005,
  SOLD_OUT_AT_PAYMENT: 5006,
  CONSENT_REQUIRED: 5007,
  GUEST_ORDER_NOT_MATCHED: 5008,
  ADDRESS_BOOK_FULL: 5009,
  ORDER_ALREADY_PLACED: 5010,
  PAYMENT_PROVIDER_UNAVAILABLE: 5011,
  // 501x: after the sale (line states, cancels, returns, refunds).
  LINE_STATE_REFUSED: 5012,
  RETURN_WINDOW_CLOSED: 5013,
  REFUND_ACCOUNT_REQUIRED: 5014,
  CLAIM_NOT_FOUND: 5015,
  WHOLE_ORDER_ONLY: 5016,
  INVALID_TRACKING_NO: 5017,
  REFUND_REFUSED: 5018,
  // 5019+: payments that arrive late, and paying an unfinished order again.
  LATE_PAYMENT_CANCELLED: 5019,
  ORDER_NOT_PAYABLE: 5020,
  // 5021: the console's 송장 spreadsheet (issue 25).
  TRACKING_IMPORT_HAS_ERRORS: 5021,
  // 6xxx: the operator console (staff sign-in, roles and their decisions).
  STAFF_NOT_SIGNED_IN: 6001,
  STAFF_SESSION_EXPIRED: 6002,
  STAFF_ROLE_REFUSED: 6003,
  STAFF_BAD_CREDENTIALS: 6004,
  STAFF_EMAIL_TAKEN: 6005,
  STAFF_LAST_ADMIN: 6006,
  STAFF_SELF_CHANGE: 6007,
  STAFF_NOT_FOUND: 6008,
  BUSINESS_REQUEST_DECIDED: 6009,
  // 601x: editable roles and their rights (issue 28).
  STAFF_ROLE_UNKNOWN: 6010,
  STAFF_ROLE_TAKEN: 6011,
  STAFF_ROLE_IN_USE: 6012,
  STAFF_ROLE_FIXED: 6013,
  // 61xx: the console's catalogue (issue 25).
  PRODUCT_NOT_FOUND: 6101,
  PRODUCT_PRICE_RULE: 6102,
  PRODUCT_CATEGORY_UNKNOWN: 6103,
  PRODUCT_BRAND_UNKNOWN: 6104,
  PRODUCT_NOTICE_INCOMPLETE: 6105,
  PRODUCT_OPTIONS_INVALID: 6106,
  STOCK_BELOW_ZERO: 6107,
  IMPORT_HAS_ERRORS: 6108,
  /** A console spreadsheet (products, coupon members, 송장) over its route's upload limit: not read, nothing applied. */
  SHEET_TOO_LARGE: 6109,
  // 611x: a product's uploaded documents (PDF).
  PRODUCT_FILE_NOT_PDF: 6111,
  PRODUCT_FILE_TOO_LARGE: 6112,
  PRODUCT_FILE_TOO_MANY: 6113,
  PRODUCT_FILE_NOT_FOUND: 6114,
  // 612x: the console's categories and brands (issue 25).
  CATEGORY_HAS_PRODUCTS: 6120,
  CATEGORY_NOT_FOUND: 6121,
  CATEGORY_TOO_DEEP: 6122,
  CATEGORY_NAME_TAKEN: 6123,
  CATEGORY_HAS_CHILDREN: 6124,
  CATEGORY_FIXED: 6125,
  CATEGORY_ORDER_MISMATCH: 6126,
  CATEGORY_PARENT_HAS_PRODUCTS: 6127,
  BRAND_NOT_FOUND: 6128,
  // 62xx: the console's content (issue 27: banners, home sections, notices and FAQ, policy versions).
  CONTENT_ORDER_MISMATCH: 6201,
  FAQ_CATEGORY_NOT_EMPTY: 6202,
  POLICY_VERSION_LOCKED: 6203,
  // 63xx: the console's members (issue 28: the member page, points, suspensions).
  MEMBER_NOT_FOUND: 6301,
  POINTS_BELOW_ZERO: 6302,
  MEMBER_STATUS_CONFLICT: 6303,
  // 73xx: inquiries (1:1 문의, product questions).
  INQUIRY_NOT_FOUND: 7301,
  INQUIRY_ANSWERED: 7302,
  // 74xx: uploaded pictures (740x) and product reviews (741x).
  IMAGE_UNSUPPORTED: 7401,
  IMAGE_TOO_LARGE: 7402,
  IMAGE_TOO_MANY: 7403,
  IMAGE_NOT_FOUND: 7404,
  REVIEW_NOT_WRITABLE: 7411,
  REVIEW_ALREADY_WRITTEN: 7412,
  REVIEW_EDIT_CLOSED: 7413,
  REVIEW_NOT_FOUND: 7414,
  // 72xx: member benefits (coupons, points).
  COUPON_NOT_FOUND: 7201,
  COUPON_ALREADY_DOWNLOADED: 7202,
  COUPON_SOLD_OUT: 7203,
  COUPON_NOT_DOWNLOADABLE: 7204,
  COUPON_NOT_USABLE: 7205,
  POINTS_NOT_USABLE: 7206,
  // 7207–: the console's coupons (issue 27).
  COUPON_TERMS_LOCKED: 7207,
  COUPON_CODE_TAKEN: 7208,
  COUPON_CSV_HAS_ERRORS: 7209,
  COUPON_NOT_ISSUABLE: 7210,
  // 75xx: showroom visit bookings.
  BOOKING_NOT_FOUND: 7501,
  BOOKING_SLOT_FULL: 7502,
  BOOKING_SLOT_CLOSED: 7503,
  BOOKING_NOT_CANCELLABLE: 7504,
  // 7505–: one phone number's bookings and the code that proves the phone (issue 22).
  BOOKING_PHONE_SAME_DAY: 7505,
  BOOKING_PHONE_LIMIT: 7506,
  BOOKING_CODE_WRONG: 7507,
  BOOKING_CODE_EXPIRED: 7508,
  BOOKING_CODE_LOCKED: 7509,
  BOOKING_CODE_RESEND_REFUSED: 7510,
  // 7511: one member's bookings (issue 26).
  BOOKING_MEMBER_SAME_SLOT: 7511,
} as const;

export const ApiCode = { ...SpecApiCode, ...MaruApiCode } as const;

export type ApiCodeName = keyof typeof ApiCode;
export type ApiCodeValue = (typeof ApiCode)[ApiCodeName];

const knownCodes: ReadonlySet<unknown> = new Set(Object.values(ApiCode));

export function isApiCode(value: unknown): value is ApiCodeValue {
  return knownCodes.has(value);
}

export function isSuccessCode(code: unknown): boolean {
  return code === ApiCode.SUCCESS;
}
