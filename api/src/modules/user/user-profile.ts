import type { Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { findLiveUser, type UserRow } from './user.repository';

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

/** The caller's own account: a withdrawn one (or a token outliving its account) is no longer signed in. */
export async function liveUser(db: Executor, id: number): Promise<UserRow> {
  const user = await findLiveUser(db, id);
  if (!user) throw AppError.of(401, 'UNAUTHORIZED');
  return user;
}
