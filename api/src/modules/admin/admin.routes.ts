import type { FastifyPluginAsync } from 'fastify';
import { adminBookingsRoutes } from './admin-bookings.routes';
import { adminCouponsRoutes } from './admin-coupons.routes';
import { adminHotelsRoutes } from './admin-hotels.routes';
import { adminOverviewRoutes } from './admin-overview.routes';
import { adminRefundsRoutes } from './admin-refunds.routes';
import { adminReviewsRoutes } from './admin-reviews.routes';
import { adminSettlementsRoutes } from './admin-settlements.routes';
import { adminUsersRoutes } from './admin-users.routes';

/**
 * The back office's API (issue 12): registered inside the admin scope (app.ts), so every route needs ROLE_ADMIN before
 * it is even validated; every write is audited in its own transaction. Settlements live with the settlement service.
 */
export const adminRoutes: FastifyPluginAsync = async (admin) => {
  await admin.register(adminOverviewRoutes);
  await admin.register(adminBookingsRoutes);
  await admin.register(adminHotelsRoutes);
  await admin.register(adminReviewsRoutes);
  await admin.register(adminCouponsRoutes);
  await admin.register(adminUsersRoutes);
  await admin.register(adminSettlementsRoutes);
  await admin.register(adminRefundsRoutes);
};
