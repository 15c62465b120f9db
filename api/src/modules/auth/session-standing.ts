import type { Clock } from '../../clock';
import type { UserRole } from '../../db/schema/enums';
import { AppError } from '../../errors/app-error';
import { accountSuspended, authServerMessages } from './auth.messages';
import type { AccessClaims } from './token.service';

/** What every authenticated request is checked against: the account's current role, session version and state. */
export interface SessionStanding {
  role: UserRole;
  sessionVersion: number;
  withdrawn: boolean;
  suspended: boolean;
}

/**
 * How long one instance trusts a standing it read. A change made through this instance is seen at once (`forget`);
 * one made through another instance reaches this one within this bound (decision 0011).
 */
export const SESSION_STANDING_TTL_SECONDS = 5;
const MAX_ENTRIES = 50_000;

/** Lets the services that change an account's standing drop what an instance remembers of it, after they commit. */
export interface SessionStandingInvalidation {
  forget(userId: number): void;
}

interface Entry {
  standing: SessionStanding | undefined;
  loadedAt: number;
}

const sessionEnded = () => new AppError(401, 'UNAUTHORIZED', authServerMessages.sessionExpired);

/**
 * The per-instance cache of account standings behind requireAuth: one primary-key read per account per few seconds,
 * shared by that account's concurrent requests. Any change of standing raises users.session_version, so a token
 * signed after the change always carries a newer version than a stale entry, which makes the entry reload: a stale
 * entry can only let an old token through, for at most the TTL, on an instance that did not make the change.
 */
export class SessionStandings implements SessionStandingInvalidation {
  private readonly entries = new Map<number, Entry>();
  private readonly loading = new Map<number, Promise<Entry>>();

  constructor(
    private readonly load: (userId: number) => Promise<SessionStanding | undefined>,
    private readonly clock: Clock,
    private readonly ttlMs = SESSION_STANDING_TTL_SECONDS * 1000,
  ) {}

  /** The role the request acts with: the account's current one. Throws 401 for an ended session, 423 for a suspended account. */
  async admit(claims: AccessClaims): Promise<UserRole> {
    let entry = await this.entry(claims.sub, false);
    const signedAfterLoad = (claims.issuedAt + 1) * 1000 > entry.loadedAt;
    const maybeStale =
      entry.standing && (claims.sessionVersion > entry.standing.sessionVersion || (claims.role !== entry.standing.role && signedAfterLoad));
    if (maybeStale) entry = await this.entry(claims.sub, true);
    const standing = entry.standing;
    if (!standing || standing.withdrawn) throw sessionEnded();
    if (standing.suspended) throw accountSuspended();
    if (claims.sessionVersion !== standing.sessionVersion) throw sessionEnded();
    // Same session, other role (a listing approval makes a member an owner): the account's role counts, not the token's.
    return standing.role;
  }

  forget(userId: number): void {
    this.entries.delete(userId);
    this.loading.delete(userId);
  }

  private async entry(userId: number, fresh: boolean): Promise<Entry> {
    const cached = this.entries.get(userId);
    if (!fresh && cached && this.clock.now().getTime() - cached.loadedAt < this.ttlMs) return cached;
    const pending = fresh ? undefined : this.loading.get(userId);
    if (pending) return pending;
    const loadedAt = this.clock.now().getTime();
    const loading = this.load(userId).then((standing) => {
      const entry = { standing, loadedAt };
      // A forget (or a fresher load) while this one ran wins: it must not be overwritten by what this one read.
      if (this.loading.get(userId) === loading) {
        this.loading.delete(userId);
        // Only this server signs tokens, so an unknown account is a test's or a restored database's: not kept.
        if (standing) this.remember(userId, entry);
      }
      return entry;
    });
    this.loading.set(userId, loading);
    loading.catch(() => {
      if (this.loading.get(userId) === loading) this.loading.delete(userId);
    });
    return loading;
  }

  private remember(userId: number, entry: Entry): void {
    this.entries.delete(userId);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(userId, entry);
  }
}
