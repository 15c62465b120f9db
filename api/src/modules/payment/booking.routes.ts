import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingDetailSchema,
  bookingNoParamsSchema,
  MY_BOOKINGS_SIZE_DEFAULT,
  MY_BOOKINGS_SIZE_MAX,
  myBookingPageSchema,
  myBookingsQuerySchema,
} from 'shared-contracts/schemas';
import { businessToday } from '../../clock';
import { AppError } from '../../errors/app-error';
import { bookingDetailOf } from '../cancellation/booking-detail';
import { errorResponses } from '../../errors/error.schemas';
import { findOwnBooking, pageOwnBookings } from './booking.repository';
import { PAYMENT_MESSAGES as M } from './payment.messages';

const security = [{ bearerAuth: [] }];

/** GET /api/my/bookings (history) and GET /api/bookings/{bookingNo} (success page); owner only. */
export const bookingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/my/bookings',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['booking'],
        summary: '내 예약 내역',
        description: `최신 예약부터 (upcoming=true면 체크아웃이 오늘 이후인 취소되지 않은 숙박, 체크인이 가까운 순). page는 0부터, size 기본 ${MY_BOOKINGS_SIZE_DEFAULT} (최대 ${MY_BOOKINGS_SIZE_MAX}, 넘으면 최대로 맞춤).`,
        security,
        querystring: myBookingsQuerySchema,
        response: { 200: myBookingPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 0;
      const size = Math.min(request.query.size ?? MY_BOOKINGS_SIZE_DEFAULT, MY_BOOKINGS_SIZE_MAX);
      const { total, content } = await pageOwnBookings(fastify.db, request.user?.sub ?? -1, page, size, {
        upcoming: request.query.upcoming === 'true',
        today: businessToday(fastify.clock),
      });
      return { content, totalElements: total, totalPages: Math.ceil(total / size), page, size };
    },
  );

  fastify.get(
    '/bookings/:bookingNo',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['booking'],
        summary: '예약 상세 (예약 완료·상세·모바일 확인서·영수증)',
        description: '내 예약만 조회됩니다. 다른 회원의 예약 번호는 404. 1박 요금, 쿠폰, 상태 이력, 환불, 호텔의 취소 규정 포함.',
        security,
        params: bookingNoParamsSchema,
        response: { 200: bookingDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const booking = await findOwnBooking(fastify.db, request.user?.sub ?? -1, { bookingNo: request.params.bookingNo });
      if (!booking) throw new AppError(404, 'BOOKING_NOT_FOUND', M.bookingNotFound);
      return bookingDetailOf(fastify.db, fastify.clock, booking);
    },
  );
};
