import { z } from 'zod/mini';
import { roomMovesMessages as t } from './room-moves.messages';

/** The move dialog's one choice: the room to move to (radio values are text). */
export const roomMoveSchema = z.object({ roomId: z.string().check(z.minLength(1, t.pickTarget)) });
export type RoomMoveValues = z.infer<typeof roomMoveSchema>;
