export { ConsoleList, type ConsoleListProps, ExportLink } from './ConsoleList';
export {
  choiceFilter, type FilterField, type FilterSpec, formFilters, hrefWithFilters, keywordFilter, type ListFilters, type ListFiltersState, numberFilter, pageOf, paramsOfFilters, readFilters, searchScope, textFilter, useListFilters,
} from './list-filters';
export { BulkBar, SelectAllBox, SelectCell } from './Selection';
export { type RowSelection, useRowSelection } from './use-row-selection';
