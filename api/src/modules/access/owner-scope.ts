import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PG_INTEGER_MAX } from 'shared-contracts/schemas';
import { AppError } from '../../errors/app-error';
import { ACCESS_MESSAGES } from './access.messages';
import { ownsHotel } from './access.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered in the owner scope, as Fastify registered it (method, full url). */
    ownerRouteList: { method: string; url: string }[];
  }
}

/** The hotel a route under /owner/hotels/:hotelId names, read from the raw path before validation; null if none. */
function hotelIdOf(request: FastifyRequest): number | null | 'invalid' {
  const raw = (request.params as Record<string, string | undefined>)['hotelId'];
  if (raw === undefined) return null;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > PG_INTEGER_MAX) return 'invalid';
  return Number(raw);
}

/** The hotel-ownership rule (ARCHITECTURE §7 "Access"): the caller must own the hotel in the path. */
export async function assertHotelOwner(fastify: FastifyInstance, userId: number, hotelId: number): Promise<void> {
  if (!(await ownsHotel(fastify.db, userId, hotelId))) throw new AppError(403, 'NOT_HOTEL_OWNER', ACCESS_MESSAGES.notHotelOwner);
}

/**
 * Every route registered inside this scope (the `/api/owner` prefix) needs ROLE_OWNER, and every route with a
 * `:hotelId` needs that hotel to be the caller's — both checked on the server before the request is validated
 * (no token → 401, another role → 403, another owner's hotel → 403). `owner-scope.test.ts` walks every route.
 */
export async function ownerScope(fastify: FastifyInstance, register: (owner: FastifyInstance) => Promise<void>): Promise<void> {
  await fastify.register(
    async (owner) => {
      const requireOwner = owner.requireRole('ROLE_OWNER');
      // Fastify's own list of the scope's routes, for the test that walks them all (HEAD twins included).
      owner.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) fastify.ownerRouteList.push({ method, url: route.url });
      });
      owner.addHook('onRequest', async (request, reply) => {
        await requireOwner(request, reply);
        const hotelId = hotelIdOf(request);
        // A malformed id is left to validation (400); a well-formed one must be the caller's hotel.
        if (typeof hotelId === 'number') await assertHotelOwner(owner, request.user!.sub, hotelId);
      });
      await register(owner);
    },
    { prefix: '/owner' },
  );
}
