import { HOLD_ERROR_CODES } from 'shared-contracts/schemas';
import type { Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { stayRestrictionBreach } from '../inventory/stay-restrictions';
import { stayRestrictionMessage } from '../inventory/stay-restrictions.messages';
import { findRestrictionNights } from '../inventory/stay-restrictions.repository';

/**
 * Refuses a hold whose stay breaks the room type's stay restrictions (docs/decisions/0016): 409 STAY_RESTRICTED with
 * the Korean reason, and `restriction` (the kind) and `minStay` beside it. Runs in the hold's transaction, so a
 * refusal rolls back everything the hold did.
 */
export async function assertStayAllowed(tx: Executor, stay: { roomTypeId: number; checkIn: string; checkOut: string }): Promise<void> {
  const nights = await findRestrictionNights(tx, stay.roomTypeId, stay.checkIn, stay.checkOut);
  const breach = stayRestrictionBreach(nights, stay.checkIn, stay.checkOut);
  if (!breach) return;
  throw new AppError(409, HOLD_ERROR_CODES.stayRestricted, stayRestrictionMessage(breach), undefined, {
    restriction: breach.kind,
    ...(breach.kind === 'MIN_STAY' ? { minStay: breach.minStay } : {}),
  });
}
