// The back office's table parts live in ui-kit (shared with the owner extranet); this name stays for the desk's imports.
export { Table, RowActions, Total, Badge, type BadgeTone } from 'ui-kit/back-office';
