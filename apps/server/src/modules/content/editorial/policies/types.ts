/**
 * The shop's legal texts (spec 01 §2 policy page types, spec 02 §2 anchors, §3 policy
 * document groups). Plain data only: the content module serves them, the web app renders
 * `content` as HTML and builds its table of contents from `headings`.
 *
 * `content` uses a small HTML subset: <h3 id="h_NN">, <p>, <ol>, <ul>, <li>, <strong>,
 * <table>/<thead>/<tbody>/<tr>/<th>/<td> and <a href="mailto:..."> only — no classes,
 * no inline styles, no scripts, no other links.
 */

/** The `/policy/{category}` route types (spec 01 §2). */
export type PolicyType = 'terms' | 'privacy' | 'guest-terms' | 'guest-privacy' | 'guest-order' | 'payment';

/**
 * Policy document groups of spec 02 §3, plus PAYMENT (our addition: the spec lists only
 * five groups, but the purchase and payment terms need one too).
 */
export type PolicyGroup = 'TERMS' | 'PRIVACY' | 'GUEST_TERMS' | 'GUEST_PRIVACY' | 'ORDER' | 'PAYMENT';

/** One entry of the table of contents: `anchor` is the id of an <h3> in `content`. */
export interface PolicyHeading {
  /** h_01, h_02, … in document order, contiguous. */
  anchor: string;
  title: string;
}

export interface PolicyDocument {
  type: PolicyType;
  group: PolicyGroup;
  /** terms1, privacy1, guestTerms1, guestPrivacy1, guestOrder1, payment1. */
  id: string;
  /** Spec value: the effective date as a string, '23/06/23'. */
  title: string;
  /** '20230623'. */
  version: string;
  /** HTML (see the subset above). */
  content: string;
  headings: PolicyHeading[];
}
