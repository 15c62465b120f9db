/**
 * `ui-kit/back-office`: tables, filters and page parts of the admin desk and the owner extranet, once for both areas
 * (their form parts come from ui-kit/forms, the one set for every form). A subpath rather than the package root,
 * because the root is the shared singleton every guest page loads whole (the /main budget); only the back-office
 * remotes bundle this.
 */
export { Table, RowActions, Total, Badge, type BadgeTone } from './primitives/back-office/data-table';
export { Toolbar } from './primitives/back-office/toolbar';
export { PageHeader, Card, LoadingState, ErrorState } from './primitives/back-office/page-parts';
export { ReasonPicker, reasonReady, type ReasonOption, type ReasonPickerProps } from './primitives/back-office/reason-picker';
/** The back-office sidebar's parts and colours (owner extranet and admin desk). */
export * as SidebarParts from './primitives/back-office/sidebar.styles';
export { WIDE as SIDEBAR_WIDE, ink, inkRaised, onInk, onInkMuted } from './primitives/back-office/sidebar.styles';
export { useListParams } from './primitives/back-office/list-params';
export { SortableTable, type SortableColumn, type SortableTableProps } from './primitives/back-office/sortable-table';
export { parseSort, formatSort, nextSort, type SortState, type SortDirection } from './primitives/back-office/table-sort';
