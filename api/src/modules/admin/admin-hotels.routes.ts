import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminHotelDetailSchema,
  adminHotelIdParamSchema,
  adminHotelPageSchema,
  adminHotelRoomsSchema,
  adminHotelsQuerySchema,
  adminNoteSchema,
  adminReasonSchema,
  adminRoomIdParamSchema,
  adminRoomsCreateSchema,
  adminRoomUpdatedSchema,
  adminRoomUpdateSchema,
} from 'shared-contracts/schemas';
import { errorResponses } from '../../errors/error.schemas';
import { auditActorOf } from '../audit/audit-log';
import { ADMIN_ONLY, security } from './admin-route-options';
import { AdminHotelsService } from './admin-hotels.service';
import { AdminRoomsService } from './admin-rooms.service';

/** /api/admin/hotels…: search, detail, suspend, resume; /api/admin/hotels/{id}/rooms and /api/admin/rooms/{roomId}. */
export const adminHotelsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const hotelsService = new AdminHotelsService(fastify.db, fastify.clock);
  const roomsService = new AdminRoomsService(fastify.db, fastify.clock);
  const tags = ['admin-hotels'];

  fastify.get(
    '/hotels',
    {
      schema: {
        tags,
        security,
        summary: '호텔 검색 (기본: 정지된 호텔 먼저, 이름순)',
        description: `${ADMIN_ONLY} q: 모든 단어가 호텔명·주소·사업자번호·전화·사장님 ID/이름 중 하나에 맞거나 호텔 번호. status, regionId. sort: 열 이름(오름차순) 또는 -열 이름(내림차순) — name, createdAt, rating; 같은 값은 호텔 번호순. 없으면 정지된 호텔 먼저, 이름순.`,
        querystring: adminHotelsQuerySchema,
        response: { 200: adminHotelPageSchema, ...errorResponses },
      },
    },
    async (request) => hotelsService.page(request.query),
  );
  fastify.get(
    '/hotels/:id',
    {
      schema: {
        tags,
        security,
        summary: '호텔 상세',
        description: `${ADMIN_ONLY} 호텔 정보, 사장님, 객실 수, 다가오는 예약 수, 30일 판매 가능 박수, 처리 대기 신고, 최근 감사 기록.`,
        params: adminHotelIdParamSchema,
        response: { 200: adminHotelDetailSchema, ...errorResponses },
      },
    },
    async (request) => hotelsService.detail(request.params.id),
  );
  fastify.post(
    '/hotels/:id/suspend',
    {
      schema: {
        tags,
        security,
        summary: '호텔 정지',
        description:
          `${ADMIN_ONLY} 운영 중(ACTIVE)인 호텔만, reason 필수. 같은 트랜잭션에서 검색·호텔 페이지·예약에서 바로 빠지고(검색 캐시도 즉시 무효), ` +
          '결제 전인 객실 선점(hold)은 풀립니다. 확정된 예약은 그대로 유지됩니다. 이미 정지된 호텔은 409.',
        params: adminHotelIdParamSchema,
        body: adminReasonSchema,
        response: { 200: adminHotelDetailSchema, ...errorResponses },
      },
    },
    async (request) => hotelsService.suspend(auditActorOf(request), request.params.id, request.body.reason),
  );
  fastify.post(
    '/hotels/:id/resume',
    {
      schema: {
        tags,
        security,
        summary: '호텔 정지 해제',
        description: `${ADMIN_ONLY} 정지된(SUSPENDED) 호텔만 (아니면 409). 검색과 예약에 바로 돌아옵니다. memo는 선택.`,
        params: adminHotelIdParamSchema,
        body: adminNoteSchema,
        response: { 200: adminHotelDetailSchema, ...errorResponses },
      },
    },
    async (request) => hotelsService.resume(auditActorOf(request), request.params.id, request.body),
  );

  const roomTags = ['admin-rooms'];
  fastify.get(
    '/hotels/:id/rooms',
    {
      schema: {
        tags: roomTags,
        security,
        summary: '호텔의 객실 유형과 객실',
        description: `${ADMIN_ONLY} 객실 유형(STANDARD, DELUXE, SUITE, PREMIUM 순)마다 객실 번호·층·하우스키핑 상태, 사용 중지(OUT_OF_ORDER) 수.`,
        params: adminHotelIdParamSchema,
        response: { 200: adminHotelRoomsSchema, ...errorResponses },
      },
    },
    async (request) => roomsService.list(request.params.id),
  );
  fastify.post(
    '/hotels/:id/rooms',
    {
      schema: {
        tags: roomTags,
        security,
        summary: '객실 추가 (기존 유형에, 또는 새 유형과 함께)',
        description:
          `${ADMIN_ONLY} roomTypeId(이 호텔의 유형) 또는 roomType(호텔에 없는 유형 코드) 중 하나와 roomNos(1~50개, 영문·숫자·하이픈 10자 이하). ` +
          '호텔에 이미 있는 객실 번호는 409. floor를 주지 않으면 번호에서 읽습니다(1203 → 12층). 재고(판매 수량)는 사장님이 등록합니다.',
        params: adminHotelIdParamSchema,
        body: adminRoomsCreateSchema,
        response: { 201: adminHotelRoomsSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await roomsService.add(auditActorOf(request), request.params.id, request.body)),
  );
  fastify.put(
    '/rooms/:roomId',
    {
      schema: {
        tags: roomTags,
        security,
        summary: '객실 수정: 번호 변경, 층, 사용 중지/복귀, 객실 유형 이름',
        description:
          `${ADMIN_ONLY} housekeeping=OUT_OF_ORDER이면 배정·제공되지 않습니다(오늘 이후 배정된 투숙이 있으면 409). CLEAN 등으로 되돌리면 복귀. ` +
          'roomTypeName은 이 객실이 속한 유형의 이름을 바꿉니다. 보내지 않은 항목은 그대로입니다.',
        params: adminRoomIdParamSchema,
        body: adminRoomUpdateSchema,
        response: { 200: adminRoomUpdatedSchema, ...errorResponses },
      },
    },
    async (request) => roomsService.update(auditActorOf(request), request.params.roomId, request.body),
  );
};
