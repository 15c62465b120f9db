import { z } from 'zod/mini';

/**
 * What an audit entry's target is called (issue 24 item 8), looked up when the log is read — so a row renamed or
 * deleted since shows its current name or none.
 */
export const adminAuditTargetSchema = z.object({
  /**
   * The target's own name: a booking's number (also for a review or refund: its booking), a room's number, a hotel's,
   * room type's or applied hotel's name, a member's login id, a coupon's code, a statement's week; null when unknown.
   */
  name: z.nullable(z.string()),
  /** The name of the hotel the entry is about (its hotel, or the hotel itself); null when none. */
  hotelName: z.nullable(z.string()),
  /** A room assignment's room numbers before and after (a move has both, an unassignment no after). */
  roomBefore: z.nullable(z.string()),
  roomAfter: z.nullable(z.string()),
});
export type AdminAuditTarget = z.infer<typeof adminAuditTargetSchema>;
