import { decodeTokenClaims, selectToken, useAppSelector } from 'shared-contracts';

/** The signed-in user's id, read from the token's subject (the server checks ownership itself). */
export function useCurrentUserId(): number | null {
  return useAppSelector((state) => {
    const sub = decodeTokenClaims(selectToken(state))?.['sub'];
    const id = typeof sub === 'number' ? sub : typeof sub === 'string' && /^\d+$/.test(sub) ? Number(sub) : null;
    return id !== null && Number.isSafeInteger(id) ? id : null;
  });
}
