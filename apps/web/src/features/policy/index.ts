export {
  DEFAULT_POLICY_CATEGORY,
  isPolicyCategory,
  policyCategories,
  policyTitles,
  type PolicyCategory,
} from './policy-categories';
export { policyLoader } from './policy-loader';
export { policyHtml } from './policy-html';
