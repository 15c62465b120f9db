import { normalizeRole } from './token-claims';

// Both guards normalise first, so a raw role list ('owner', 'ROLE_OWNER', 'Owner') reads the same way
// as the list `rolesFromToken` produces (spec member-and-operations §6: case-insensitive).

/** /owner needs OWNER or ROLE_OWNER. */
export function isOwnerRoles(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).some((role) => normalizeRole(role) === 'ROLE_OWNER');
}

/** /admin needs ROLE_ADMIN. */
export function isAdminRoles(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).some((role) => normalizeRole(role) === 'ROLE_ADMIN');
}
