// The first screen's small extras, in one lazily loaded chunk: the server renders them in the
// page's HTML, and the product page's start-up JavaScript is at its budget (startup-budgets.json).
export { Breadcrumbs } from './Breadcrumbs';
export { ReviewSummary } from './ReviewSummary';
