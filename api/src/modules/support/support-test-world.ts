import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { users } from '../../db/schema';

/** Users 1 admin, 2 and 3 members, 4 an owner; no support content. */
export async function resetSupportWorld(app: FastifyInstance): Promise<void> {
  await app.db.execute(sql`truncate audit_log, support_messages, support_tickets, notices, faqs, mail_outbox, users restart identity cascade`);
  await app.db.insert(users).values([
    { id: 1, loginId: 'desk0001', email: 'desk@example.com', name: '운영자', role: 'ROLE_ADMIN' },
    { id: 2, loginId: 'askuser01', email: 'ask1@example.com', name: '문의하나' },
    { id: 3, loginId: 'askuser02', email: 'ask2@example.com', name: '문의둘' },
    { id: 4, loginId: 'hostuser01', email: 'host@example.com', name: '사장님', role: 'ROLE_OWNER' },
  ]);
}

export interface SupportTokens {
  admin: string;
  memberA: string;
  memberB: string;
  owner: string;
}

export async function supportTokens(app: FastifyInstance): Promise<SupportTokens> {
  const sign = (sub: number, role: 'ROLE_ADMIN' | 'ROLE_USER' | 'ROLE_OWNER', loginId: string) =>
    app.accessTokens.sign({ sub, role, loginId, name: loginId });
  return {
    admin: await sign(1, 'ROLE_ADMIN', 'desk0001'),
    memberA: await sign(2, 'ROLE_USER', 'askuser01'),
    memberB: await sign(3, 'ROLE_USER', 'askuser02'),
    owner: await sign(4, 'ROLE_OWNER', 'hostuser01'),
  };
}

export function caller(app: FastifyInstance) {
  return (token: string | null, options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}
