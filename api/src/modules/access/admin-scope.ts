import type { FastifyInstance } from 'fastify';

/**
 * Every route registered inside this scope (the `/api/admin` prefix) needs ROLE_ADMIN, checked on the server before
 * the request is even validated: no token → 401, any other role → 403. The admin routes are registered only here,
 * and `admin-scope.test.ts` walks every `/api/admin/*` route to prove none answers a member.
 */
export async function adminScope(fastify: FastifyInstance, register: (admin: FastifyInstance) => Promise<void>): Promise<void> {
  await fastify.register(
    async (admin) => {
      admin.addHook('onRequest', admin.requireRole('ROLE_ADMIN'));
      await register(admin);
    },
    { prefix: '/admin' },
  );
}
