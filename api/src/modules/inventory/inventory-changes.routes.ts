import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inventoryChangeParamsSchema, inventoryChangeSchema, inventoryUndoResultSchema, ownerHotelIdParamSchema } from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { errorResponses } from '../../errors/error.schemas';
import { auditActorOf } from '../audit/audit-log';
import { InventoryChangesService } from './inventory-changes.service';

const security = [{ bearerAuth: [] }];
const tags = ['owner-inventory'];

/** /api/owner/hotels/{hotelId}/inventory/changes…: the undoable bulk and registration changes, and their undo. */
export const inventoryChangeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new InventoryChangesService(fastify.db, fastify.clock);

  fastify.get(
    '/hotels/:hotelId/inventory/changes',
    {
      schema: {
        tags,
        security,
        summary: '재고 변경 기록 (되돌릴 수 있는 일괄 적용·기간 등록)',
        description: '최근 20건, 새것부터. undoneAt이 있으면 이미 되돌린 변경입니다.',
        params: ownerHotelIdParamSchema,
        response: { 200: z.array(inventoryChangeSchema), ...errorResponses },
      },
    },
    async (request) => service.list(request.params.hotelId),
  );

  fastify.post(
    '/hotels/:hotelId/inventory/changes/:changeId/undo',
    {
      schema: {
        tags,
        security,
        summary: '재고 변경 되돌리기',
        description:
          '변경 전 값으로 한 트랜잭션에 되돌립니다(한 번만). 그 뒤 들어온 예약 때문에 되돌릴 수 없는 날(예약보다 적은 객실, 예약이 있는 날 판매 중지·삭제)이나 ' +
          '그 뒤 다시 바뀐 날이 있으면 409로 그 날들을 알려주고 아무것도 바꾸지 않습니다. 지난 날짜는 되돌리지 않습니다(skippedPast).',
        params: inventoryChangeParamsSchema,
        response: { 200: inventoryUndoResultSchema, ...errorResponses },
      },
    },
    async (request) => service.undo(auditActorOf(request), request.params.hotelId, request.params.changeId),
  );
};
