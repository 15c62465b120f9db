import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import type { DatabaseTarget } from './db/database';
import type { StartSeed } from './db/seed/start-seed';
import { AppError } from './errors/app-error';
import cookie from '@fastify/cookie';
import { amenityRoutes } from './modules/amenity/amenity.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { mailboxRoutes } from './modules/mail/mailbox.routes';
import { userRoutes } from './modules/user/user.routes';
import { accountRoutes } from './modules/user/account.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import authPlugin from './plugins/auth';
import { healthRoutes } from './modules/health/health.routes';
import { hotelRoutes } from './modules/hotel/hotel.routes';
import { regionRoutes } from './modules/region/region.routes';
import { reviewRoutes } from './modules/review/review.routes';
import { myReviewRoutes } from './modules/review/my-review.routes';
import { searchRoutes } from './modules/search/search.routes';
import { SearchService } from './modules/search/search.service';
import { couponRoutes } from './modules/coupon/coupon.routes';
import { reservationRoutes } from './modules/reservation/reservation.routes';
import { paymentRoutes } from './modules/payment/payment.routes';
import { cancellationRoutes } from './modules/cancellation/cancellation.routes';
import { adminScope } from './modules/access/admin-scope';
import { ownerScope } from './modules/access/owner-scope';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { assignmentRoutes } from './modules/assignment/assignment.routes';
import { ownerHotelRoutes } from './modules/owner/owner-hotel.routes';
import { ownerBookingsRoutes } from './modules/owner/owner-bookings.routes';
import { ownerDashboardRoutes } from './modules/owner/owner-dashboard.routes';
import { ownerReviewRoutes } from './modules/owner/owner-reviews.routes';
import { ownerEventsRoutes } from './modules/owner/owner-events.routes';
import { scheduleSettlementJob } from './modules/settlement/settlement.job';
import { supportAdminRoutes } from './modules/support/support-admin.routes';
import { supportRoutes } from './modules/support/support.routes';
import { applicationRoutes } from './modules/hotel-application/application.routes';
import { applicationAdminRoutes } from './modules/hotel-application/application-admin.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import databasePlugin from './plugins/database';
import errorHandlerPlugin, { clientErrorHandler, frameworkErrorHandler } from './plugins/error-handler';
import inputGuardPlugin from './plugins/input-guard';
import imagesPlugin from './plugins/images';
import securityHeadersPlugin from './plugins/security-headers';
import swaggerPlugin from './plugins/swagger';
import webStaticPlugin from './plugins/web-static';
import { hotelPagePreloads } from './modules/hotel/hotel-page-preloads';
import { searchPagePreloads } from './modules/search/search-page-preloads';
import { pagePreloadsOf, withClientBudget } from './plugins/page-preloads';
import rateLimitPlugin from './plugins/rate-limit';
import originCheckPlugin from './plugins/origin-check';
import compressionPlugin from './plugins/compression';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
  }
}

export interface AppOptions {
  config: AppConfig;
  database: DatabaseTarget;
  /** Demo world built when the database is empty, the reference data alone, or false = none. */
  seed: StartSeed;
  generateImages: boolean;
  clock?: Clock;
}

/** Options of the Fastify instance itself (they cannot be set from inside a plugin). */
export function serverOptions(config: Pick<AppConfig, 'logLevel' | 'trustProxy'>): FastifyServerOptions {
  return {
    // request.ip / protocol / host come from X-Forwarded-* only when the peer is one of these proxies.
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    genReqId: () => randomUUID(),
    // The first start migrates and seeds a whole world (size set by SEED_HOTELS); avvio's 10 s default is too short.
    pluginTimeout: 0,
    // Requests queue behind a slow database rather than piling up forever.
    connectionTimeout: 60_000,
    requestTimeout: 60_000,
    // Every non-2xx answer keeps the error format, also those Fastify and Node give before any route runs.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  };
}

function notFoundCode(url: string) {
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return 'NOT_FOUND' as const;
  return url.startsWith('/remotes') ? ('FILE_NOT_FOUND' as const) : ('PAGE_NOT_FOUND' as const);
}

/** The whole product as one plugin: server.ts listens with it, tests build() it and inject requests. */
async function app(fastify: FastifyInstance, options: AppOptions): Promise<void> {
  const clock = options.clock ?? systemClock;
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  fastify.decorate('config', options.config);
  fastify.decorate('clock', clock);
  fastify.decorate('ownerRouteList', []);

  await fastify.register(errorHandlerPlugin);
  await fastify.register(inputGuardPlugin);
  await fastify.register(securityHeadersPlugin);
  await fastify.register(swaggerPlugin);
  const target = options.database.kind === 'postgres' ? { ...options.database, poolMax: options.config.databasePoolMax } : options.database;
  await fastify.register(databasePlugin, { target, seed: options.seed, clock });
  await fastify.register(imagesPlugin, { dataDir: options.config.dataDir, generate: options.generateImages });
  await fastify.register(cookie);
  await fastify.register(authPlugin);

  // One search service (and result cache) for the search call and the /search page's hints (first-view), so the
  // call a page makes right after its hints is answered from the cache.
  const search = new SearchService(fastify.db, clock, options.config.searchCacheSize, options.config.searchGridSize);
  await fastify.register(
    async (api) => {
      await api.register(compressionPlugin);
      await api.register(originCheckPlugin);
      await api.register(rateLimitPlugin);
      await api.register(healthRoutes);
      await api.register(amenityRoutes);
      await api.register(regionRoutes);
      await api.register(searchRoutes, { service: search });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(userRoutes);
      await api.register(accountRoutes);
      await api.register(wishlistRoutes);
      await api.register(hotelRoutes);
      await api.register(reviewRoutes);
      await api.register(myReviewRoutes);
      await api.register(reservationRoutes);
      await api.register(couponRoutes);
      await api.register(paymentRoutes);
      await api.register(cancellationRoutes);
      await api.register(supportRoutes);
      await api.register(applicationRoutes);
      await ownerScope(api, async (owner) => {
        await owner.register(ownerHotelRoutes);
        await owner.register(inventoryRoutes);
        await owner.register(assignmentRoutes);
        await owner.register(ownerBookingsRoutes);
        await owner.register(ownerDashboardRoutes);
        await owner.register(ownerReviewRoutes);
        await owner.register(ownerEventsRoutes);
      });
      await adminScope(api, async (admin) => {
        await admin.register(supportAdminRoutes);
        await admin.register(applicationAdminRoutes);
        await admin.register(adminRoutes);
      });
      // Tests run the settlement rounds themselves, on their own clock.
      if (options.config.nodeEnv !== 'test') scheduleSettlementJob(api);
      // The development mailbox: never in production; elsewhere on a loopback listen address or with DEV_MAILBOX=true.
      await api.register(mailboxRoutes);
    },
    { prefix: '/api' },
  );

  await fastify.register(webStaticPlugin, {
    webRoot: options.config.webRoot,
    remotesFile: options.config.remotesFile,
    nodeEnv: options.config.nodeEnv,
    pagePreloads: withClientBudget(pagePreloadsOf([hotelPagePreloads(fastify.db, clock), searchPagePreloads(search, clock)])),
  });

  fastify.setNotFoundHandler(async (request, reply) => {
    if (fastify.webFallback && (await fastify.webFallback(request, reply))) return reply;
    throw AppError.notFound(notFoundCode(request.url));
  });
}

export default fp(app, { name: 'app', fastify: '5.x' });
