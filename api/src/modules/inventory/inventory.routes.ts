import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  inventoryBulkResultSchema,
  inventoryBulkSchema,
  inventoryDaySchema,
  inventoryDayWriteSchema,
  inventoryDryRunQuerySchema,
  inventoryOccupantsQuerySchema,
  inventoryQuerySchema,
  inventoryRangeQuerySchema,
  inventoryRegisterResultSchema,
  inventoryRegisterSchema,
  nightOccupantsSchema,
  inventoryPreviewSchema,
  overviewDaySchema,
  ownerHotelIdParamSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { errorResponses } from '../../errors/error.schemas';
import { auditActorOf } from '../audit/audit-log';
import { inventoryChangeRoutes } from './inventory-changes.routes';
import { InventoryService } from './inventory.service';

const security = [{ bearerAuth: [] }];
const tags = ['owner-inventory'];
const params = ownerHotelIdParamSchema;

const dryRunNote = ' dryRun=true면 바뀔 밤마다 before/after를 답하고 아무것도 쓰지 않습니다. 실제 호출은 되돌리기에 쓰는 changeId를 답합니다.';

/**
 * /api/owner/hotels/{hotelId}/inventory…: the calendar reads (past nights included), who holds a night's rooms, the
 * three writes (register, bulk, one day; the first two previewable with ?dryRun=true) and the change history with undo.
 */
export const inventoryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new InventoryService(fastify.db, fastify.clock);
  await fastify.register(inventoryChangeRoutes);

  fastify.get(
    '/hotels/:hotelId/inventory',
    {
      schema: {
        tags,
        security,
        summary: '객실 유형별 재고 (기간)',
        description:
          'status는 OPEN/CLOSED, 남은 객실 0이면 SOLD_OUT. sellable = 판매중이고 오늘 이후. 기간은 92일 이내. ' +
          '지난 날짜도 답합니다(판매된 객실 booked와 그날의 요금, 읽기 전용). minStay·closedToArrival·closedToDeparture는 숙박 제한.',
        params,
        querystring: inventoryQuerySchema,
        response: { 200: z.array(inventoryDaySchema), ...errorResponses },
      },
    },
    async (request) => service.days(request.params.hotelId, request.query.roomTypeId, request.query.from, request.query.to),
  );

  fastify.get(
    '/hotels/:hotelId/inventory/overview',
    {
      schema: {
        tags,
        security,
        summary: '재고 한눈에 보기 (날짜별 네 객실 유형)',
        params,
        querystring: inventoryRangeQuerySchema,
        response: { 200: z.array(overviewDaySchema), ...errorResponses },
      },
    },
    async (request) => service.overview(request.params.hotelId, request.query.from, request.query.to),
  );

  fastify.get(
    '/hotels/:hotelId/inventory/occupants',
    {
      schema: {
        tags,
        security,
        summary: '하룻밤 객실을 쓰는 예약·결제 대기',
        description:
          '그날 묵는 확정 예약(예약번호, 대표 투숙객, 체크인, 박수, 상태)과 결제 대기 중인 홀드(만료 시각만, 회원 정보 없음). ' +
          '둘의 객실 수를 더하면 booked와 같습니다.',
        params,
        querystring: inventoryOccupantsQuerySchema,
        response: { 200: nightOccupantsSchema, ...errorResponses },
      },
    },
    async (request) => service.occupants(request.params.hotelId, request.query.roomTypeId, request.query.date),
  );

  fastify.post(
    '/hotels/:hotelId/inventory/register',
    {
      schema: {
        tags,
        security,
        summary: '재고 등록 (기간 × 요일 × 객실 유형)',
        description:
          '오늘부터 30일 이내의 날짜만 등록하고 나머지는 skippedOutOfRange로 셉니다. overwrite=false면 이미 있는 날은 건너뜁니다 ' +
          '(skippedExisting). 예약·확보된 객실보다 적은 총 객실 수로 덮어쓰면 409.' +
          dryRunNote,
        params,
        querystring: inventoryDryRunQuerySchema,
        body: inventoryRegisterSchema,
        response: { 200: z.union([inventoryRegisterResultSchema, inventoryPreviewSchema]), ...errorResponses },
      },
    },
    async (request) => service.register(auditActorOf(request), request.params.hotelId, request.body, request.query.dryRun === 'true'),
  );

  fastify.put(
    '/hotels/:hotelId/inventory/bulk',
    {
      schema: {
        tags,
        security,
        summary: '일괄 적용 (요일별)',
        description: '비어 있는(null) 항목은 바꾸지 않습니다. 지난 날짜와 30일 이후는 적용하지 않고, 재고가 없는 날은 skippedMissing.' + dryRunNote,
        params,
        querystring: inventoryDryRunQuerySchema,
        body: inventoryBulkSchema,
        response: { 200: z.union([inventoryBulkResultSchema, inventoryPreviewSchema]), ...errorResponses },
      },
    },
    async (request) => service.bulk(auditActorOf(request), request.params.hotelId, request.body, request.query.dryRun === 'true'),
  );

  fastify.put(
    '/hotels/:hotelId/inventory/day',
    {
      schema: {
        tags,
        security,
        summary: '하루 재고 수정',
        description:
          '지난 날짜는 수정할 수 없습니다. 새 날짜는 총 객실 수 1 이상. 남은 객실이 0이면 SOLD_OUT으로 보입니다. ' +
          '숙박 제한(minStay 1–30, closedToArrival, closedToDeparture)은 보내지 않으면 그대로 둡니다.',
        params,
        body: inventoryDayWriteSchema,
        response: { 200: inventoryDaySchema, ...errorResponses },
      },
    },
    async (request) => service.editDay(auditActorOf(request), request.params.hotelId, request.body),
  );
};
