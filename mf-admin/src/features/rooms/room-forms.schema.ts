import { z } from 'zod/mini';
import type { AdminRoom } from 'shared-contracts/schemas/admin';
import { ADMIN_ROOM_LIMITS } from '../operations.constants';
import { floorProblem, parseRoomNos, ROOM_NO_PATTERN, roomNosProblem, wholeIn } from './room-rules';
import { roomsMessages as t } from './rooms.messages';

type Issue = { code: 'custom'; path: [string]; message: string };
type Report = { addIssue(issue: Issue): void };
const problemAt = (ctx: Report, field: string, message: string | null | true) => {
  if (typeof message === 'string') ctx.addIssue({ code: 'custom', path: [field], message });
};

const roomNumberValues = z.object({ roomNo: z.string(), floor: z.string() });
export type RoomNumberValues = z.infer<typeof roomNumberValues>;

/**
 * 번호 변경 / 층 with the server's rules: a room number of digits, letters and hyphens, a whole floor from -5 to the
 * limit; and something must change (said at the room number).
 */
export function roomNumberFormSchema(room: Pick<AdminRoom, 'roomNo' | 'floor'>) {
  return roomNumberValues.check(
    z.superRefine(({ roomNo, floor }, ctx) => {
      const no = roomNo.trim();
      const noProblem = !no ? t.errors.roomNoRequired : ROOM_NO_PATTERN.test(no) ? null : t.errors.roomNoInvalid(no);
      const floorFault = floor.trim() ? floorProblem(floor) : t.errors.floor;
      const unchanged = no === room.roomNo && Number(floor) === room.floor;
      problemAt(ctx, 'roomNo', noProblem ?? (!floorFault && unchanged ? t.errors.nothingChanged : null));
      problemAt(ctx, 'floor', floorFault);
    }),
  );
}

const addRoomsValues = z.object({
  into: z.enum(['existing', 'new']),
  roomTypeId: z.string(),
  typeCode: z.string(),
  name: z.string(),
  capacity: z.string(),
  areaSqm: z.string(),
  basePrice: z.string(),
  refundable: z.boolean(),
  breakfast: z.boolean(),
  roomNos: z.string(),
  floor: z.string(),
});
export type AddRoomsValues = z.infer<typeof addRoomsValues>;

/**
 * 객실 추가 with the server's rules: the new type's name, capacity, size and price only when a new type is made; the
 * room numbers (at least one, valid, not repeated, at most a request's worth) and an optional floor always.
 */
export const addRoomsFormSchema = addRoomsValues.check(
  z.superRefine((values, ctx) => {
    if (values.into === 'new') {
      problemAt(ctx, 'name', [...values.name.trim()].length <= ADMIN_ROOM_LIMITS.typeName ? null : t.errors.typeName);
      problemAt(ctx, 'capacity', wholeIn(1, 20, t.errors.capacity)(values.capacity));
      problemAt(ctx, 'areaSqm', wholeIn(1, 1000, t.errors.area)(values.areaSqm));
      problemAt(ctx, 'basePrice', wholeIn(0, ADMIN_ROOM_LIMITS.priceMax, t.errors.price)(values.basePrice));
    }
    problemAt(ctx, 'roomNos', roomNosProblem(parseRoomNos(values.roomNos)));
    problemAt(ctx, 'floor', floorProblem(values.floor));
  }),
);
