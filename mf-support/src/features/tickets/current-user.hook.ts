import { decodeTokenClaims, selectToken, useAppSelector } from 'shared-contracts';

/** The signed-in member's id, read from the token's subject (the server checks it; this only tells sides apart). */
export function useCurrentUserId(): number | null {
  const token = useAppSelector(selectToken);
  const sub = decodeTokenClaims(token)?.['sub'];
  const id = typeof sub === 'number' ? sub : typeof sub === 'string' && /^\d+$/.test(sub) ? Number(sub) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}
