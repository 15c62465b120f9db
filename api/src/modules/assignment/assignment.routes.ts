import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  arrivalItemSchema,
  arrivalsQuerySchema,
  assignAllRequestSchema,
  assignAllResultSchema,
  assignmentItemParamSchema,
  assignmentRequestSchema,
  assignmentResultSchema,
  availableRoomSchema,
  availableRoomsQuerySchema,
  housekeepingWriteSchema,
  ownerHotelIdParamSchema,
  roomBoardQuerySchema,
  roomBoardRowSchema,
  roomIdParamSchema,
  unassignmentResultSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { errorResponses } from '../../errors/error.schemas';
import { auditActorOf } from '../audit/audit-log';
import { RoomAssignmentService } from './room-assignment.service';
import { RoomMoveService } from './room-move.service';

const security = [{ bearerAuth: [] }];
const tags = ['owner-rooms'];
const params = ownerHotelIdParamSchema;

/** /api/owner/hotels/{hotelId}: arrivals, available rooms, assignments (one and all, moves, unassignment), the room board, housekeeping. */
export const assignmentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new RoomAssignmentService(fastify.db, fastify.clock);
  const moves = new RoomMoveService(fastify.db, fastify.clock);

  fastify.get(
    '/hotels/:hotelId/arrivals',
    {
      schema: {
        tags,
        security,
        summary: '도착 예정 (체크인 날짜, 기본 오늘)',
        description: '확정 예약만. bookingItemId는 첫날 항목이며, 배정은 숙박 전체에 한 객실입니다.',
        params,
        querystring: arrivalsQuerySchema,
        response: { 200: z.array(arrivalItemSchema), ...errorResponses },
      },
    },
    async (request) => service.arrivals(request.params.hotelId, request.query.date),
  );
  fastify.get(
    '/hotels/:hotelId/rooms/available',
    {
      schema: {
        tags,
        security,
        summary: '배정 가능한 객실',
        description:
          '[from, to) 동안 비어 있고 사용 중지가 아닌 객실. typeCode가 있으면 같은 유형 먼저, upgrade=true면 상위 유형도. 준비된 객실 먼저.',
        params,
        querystring: availableRoomsQuerySchema,
        response: { 200: z.array(availableRoomSchema), ...errorResponses },
      },
    },
    async (request) => service.availableRooms(request.params.hotelId, request.query),
  );
  fastify.post(
    '/hotels/:hotelId/assignments',
    {
      schema: {
        tags,
        security,
        summary: '객실 배정 또는 이동',
        description:
          '객실이 없는 예약은 숙박 전체에 배정합니다. 이미 배정된 예약은 이 객실로 옮깁니다: 오늘부터의 숙박(시작 전이면 전체)이 옮겨지고 이전 객실은 바로 비며, 새 객실은 청소 완료·점검 완료여야 하고 같은 유형이거나 인원을 수용하는 상위 유형이어야 합니다. 요금은 바뀌지 않습니다. previousRoomNo는 옮기기 전 객실입니다.',
        params,
        body: assignmentRequestSchema,
        response: { 200: assignmentResultSchema, ...errorResponses },
      },
    },
    async (request) => moves.assign(auditActorOf(request), request.params.hotelId, request.body.bookingItemId, request.body.roomId),
  );
  fastify.delete(
    '/hotels/:hotelId/assignments/:bookingItemId',
    {
      schema: {
        tags,
        security,
        summary: '배정 취소',
        description:
          '오늘부터의 숙박(시작 전이면 전체)에서 객실을 뺍니다. 객실은 바로 다른 예약에 배정할 수 있고, 예약은 도착일의 미배정 목록에 다시 나옵니다.',
        params: assignmentItemParamSchema,
        response: { 200: unassignmentResultSchema, ...errorResponses },
      },
    },
    async (request) => moves.unassign(auditActorOf(request), request.params.hotelId, request.params.bookingItemId),
  );
  fastify.post(
    '/hotels/:hotelId/assignments/rooms/by-items',
    {
      schema: {
        tags,
        security,
        summary: '한 번에 배정',
        description:
          '항목마다 숙박 전체에 한 객실: 같은 유형 먼저, 준비된 객실 먼저, upgrade(기본 true)일 때만 상위 유형. 배정하지 못한 항목은 답에 없습니다.',
        params,
        body: assignAllRequestSchema,
        response: { 200: assignAllResultSchema, ...errorResponses },
      },
    },
    async (request) => service.assignAll(auditActorOf(request), request.params.hotelId, request.body.itemIds, request.body.upgrade ?? true),
  );
  fastify.get(
    '/hotels/:hotelId/rooms',
    {
      schema: {
        tags,
        security,
        summary: '객실 현황 (날짜, 기본 오늘)',
        params,
        querystring: roomBoardQuerySchema,
        response: { 200: z.array(roomBoardRowSchema), ...errorResponses },
      },
    },
    async (request) => service.board(request.params.hotelId, request.query.date),
  );
  fastify.put(
    '/hotels/:hotelId/rooms/:roomId/housekeeping',
    {
      schema: {
        tags,
        security,
        summary: '객실 청소 상태',
        description: '배정된 투숙이 남은 객실은 사용 중지(OUT_OF_ORDER)할 수 없습니다.',
        params: roomIdParamSchema,
        body: housekeepingWriteSchema,
        response: { 200: roomBoardRowSchema, ...errorResponses },
      },
    },
    async (request) => service.setHousekeeping(auditActorOf(request), request.params.hotelId, request.params.roomId, request.body.status),
  );
};
