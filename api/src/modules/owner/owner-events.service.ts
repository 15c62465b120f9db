import type { OwnerEvent } from 'shared-contracts/schemas';
import type { Executor } from '../../db/database';
import { notifyChannel } from '../notify/notify.repository';

/** The NOTIFY channel of the owners' live booking events (decision 0018). */
export const OWNER_EVENTS_CHANNEL = 'owner_events';

/**
 * Tells the owners watching `event.hotelId` (on every instance) that a booking was confirmed or cancelled. Call it
 * inside the transaction that confirms or cancels: the notification leaves only if that transaction commits.
 */
export async function publishOwnerEvent(tx: Executor, event: OwnerEvent): Promise<void> {
  await notifyChannel(tx, OWNER_EVENTS_CHANNEL, JSON.stringify(event));
}
