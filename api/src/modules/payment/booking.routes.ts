import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingNoParamsSchema,
  bookingSchema,
  MY_BOOKINGS_SIZE_DEFAULT,
  MY_BOOKINGS_SIZE_MAX,
  myBookingPageSchema,
  myBookingsQuerySchema,
} from 'shared-contracts/schemas';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error.schemas';
import { findOwnBooking, pageOwnBookings } from './booking.repository';
import { PAYMENT_MESSAGES as M } from './payment.messages';

const security = [{ bearerAuth: [] }];

/** GET /api/my/bookings (history) and GET /api/bookings/{bookingNo} (success page); owner only. */
export const bookingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/my/bookings',
    {
      preHandler: fastify.requireAuth,
      schema: {
        tags: ['booking'],
        summary: '내 예약 내역',
        description: `최신 예약부터. page는 0부터, size 기본 ${MY_BOOKINGS_SIZE_DEFAULT} (최대 ${MY_BOOKINGS_SIZE_MAX}, 넘으면 최대로 맞춤).`,
        security,
        querystring: myBookingsQuerySchema,
        response: { 200: myBookingPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 0;
      const size = Math.min(request.query.size ?? MY_BOOKINGS_SIZE_DEFAULT, MY_BOOKINGS_SIZE_MAX);
      const { total, content } = await pageOwnBookings(fastify.db, request.user?.sub ?? -1, page, size);
      return { content, totalElements: total, totalPages: Math.ceil(total / size), page, size };
    },
  );

  fastify.get(
    '/bookings/:bookingNo',
    {
      preHandler: fastify.requireAuth,
      schema: {
        tags: ['booking'],
        summary: '예약 상세 (예약 완료 화면)',
        description: '내 예약만 조회됩니다. 다른 회원의 예약 번호는 404.',
        security,
        params: bookingNoParamsSchema,
        response: { 200: bookingSchema, ...errorResponses },
      },
    },
    async (request) => {
      const booking = await findOwnBooking(fastify.db, request.user?.sub ?? -1, { bookingNo: request.params.bookingNo });
      if (!booking) throw new AppError(404, 'BOOKING_NOT_FOUND', M.bookingNotFound);
      return booking;
    },
  );
};
