export type TokenClaims = Record<string, unknown>;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // Claims may carry Korean names, so the payload is decoded as UTF-8 rather than Latin-1.
  return new TextDecoder().decode(bytes);
}

/** Reads a JWT's payload without verifying it (the server verifies); null for anything unreadable. */
export function decodeTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed: unknown = JSON.parse(decodeBase64Url(payload));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as TokenClaims) : null;
  } catch {
    return null;
  }
}

/**
 * Collects role names from every claim an identity provider might use (spec guest-core §3,
 * member-and-operations §3): strings may hold several names separated by spaces or commas,
 * and Spring-style authorities may be objects `{ authority }`.
 */
function collectRoleNames(value: unknown, into: string[]): void {
  if (typeof value === 'string') {
    into.push(...value.split(/[\s,]+/));
  } else if (Array.isArray(value)) {
    for (const item of value) collectRoleNames(item, into);
  } else if (value && typeof value === 'object' && 'authority' in value) {
    collectRoleNames((value as { authority: unknown }).authority, into);
  }
}

export function normalizeRole(role: string): string {
  const upper = role.trim().toUpperCase();
  return upper.startsWith('ROLE_') ? upper : `ROLE_${upper}`;
}

export function rolesFromToken(token: string | null | undefined): string[] {
  const claims = decodeTokenClaims(token);
  if (!claims) return [];
  const names: string[] = [];
  for (const key of ['role', 'roles', 'authorities', 'scopes', 'scope', 'authority', 'cognito:groups']) {
    collectRoleNames(claims[key], names);
  }
  const realmAccess = claims['realm_access'];
  if (realmAccess && typeof realmAccess === 'object') {
    collectRoleNames((realmAccess as { roles?: unknown }).roles, names);
  }
  const roles = names.filter((name) => name.trim() !== '').map(normalizeRole);
  return [...new Set(roles)];
}

/**
 * A token without a readable payload counts as expired (it cannot be trusted to carry a session);
 * a token without `exp` does not expire on the client.
 */
export function isTokenExpired(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const claims = decodeTokenClaims(token);
  if (!claims) return true;
  const exp = claims['exp'];
  if (typeof exp !== 'number') return false;
  return exp * 1000 <= nowMs;
}
