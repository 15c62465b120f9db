import { z } from 'zod/mini';
import { queryId } from './db-int.schema';

/** Moving or unassigning a stay from the room board (issue 24 item 1; docs/decisions/0021-room-moves.md). */
export const assignmentItemParamSchema = z.object({ hotelId: queryId(), bookingItemId: queryId() });

/** DELETE …/assignments/{bookingItemId}: the room the stay left and how many of its nights were released. */
export const unassignmentResultSchema = z.object({ releasedNights: z.int(), roomNo: z.string() });
z.globalRegistry.add(unassignmentResultSchema, { id: 'UnassignmentResult' });
export type UnassignmentResult = z.infer<typeof unassignmentResultSchema>;

/** The refusal to put a room out of order while stays are assigned to it names their nights (first five). */
export const roomHasGuestsErrorSchema = z.object({ error: z.literal('ROOM_HAS_GUESTS'), message: z.string(), nights: z.array(z.string()) });
export type RoomHasGuestsError = z.infer<typeof roomHasGuestsErrorSchema>;
