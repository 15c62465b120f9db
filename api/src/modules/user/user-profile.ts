import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema';
import { AppError } from '../../errors/app-error';

type UserRow = typeof users.$inferSelect;

/** GET /users/me's answer (§3 User): every field the my page shows, never the password hash or lock counters. */
export function profileOf(user: UserRow) {
  return {
    id: user.id,
    loginId: user.loginId,
    name: user.name,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    birthDate: user.birthDate,
    role: user.role,
    address1: user.address1,
    address2: user.address2,
    postcode: user.postcode,
    profileImageType: user.profileImageType,
    profileImageUrl: user.profileImageUrl,
    profileImageTemplate: user.profileImageTemplate,
    coverImageType: user.coverImageType,
    coverImageUrl: user.coverImageUrl,
    coverImageTemplate: user.coverImageTemplate,
  };
}

export async function liveUser(db: Executor, id: number): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!user) throw AppError.of(401, 'UNAUTHORIZED');
  return user;
}
