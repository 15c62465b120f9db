/**
 * `shared-contracts/back-office`: what the owner extranet and the admin desk share beyond ui-kit's parts (the logout
 * that leaves the area by a document navigation). A subpath of its own, not in the shared singleton index, so the
 * guest's first view does not carry it.
 */
export { documentNavigation, useBackOfficeLogout } from './session/back-office-logout';
