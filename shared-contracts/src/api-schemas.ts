// 'shared-contracts/schemas': every zod schema of the API's payloads, for the api (route schemas: validation +
// OpenAPI). Browsers import the area they need ('shared-contracts/schemas/<area>'), so a page evaluates only its
// own area's schemas (docs/decisions/0005-lean-shared-modules.md).
export * from './schema-entries/common';
export * from './schema-entries/guest';
export * from './schema-entries/account';
export * from './schema-entries/support';
export * from './schema-entries/owner';
export * from './schema-entries/admin';
