// What other console sections use of staff: the list, for the audit log's staff filter.
export { staffListQuery } from './staff-api';
