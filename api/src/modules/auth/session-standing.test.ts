import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../../errors/app-error';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW } from '../../testing/test-clock';
import { SESSION_STANDING_TTL_SECONDS, SessionStandings, type SessionStanding } from './session-standing';
import type { AccessClaims } from './token.service';

/** A standing store the test edits, counting the reads the cache makes. */
function world(initial: SessionStanding) {
  const state = { standing: { ...initial } as SessionStanding | undefined, reads: 0 };
  const clock = new ManualClock(TEST_NOW);
  const standings = new SessionStandings(async () => {
    state.reads += 1;
    const read = state.standing && { ...state.standing };
    await new Promise((resolve) => setImmediate(resolve));
    return read;
  }, clock);
  const claims = (over: Partial<AccessClaims> = {}): AccessClaims => ({
    sub: 7,
    role: 'ROLE_OWNER',
    loginId: 'owner0007',
    name: '주인',
    sessionVersion: 0,
    issuedAt: Math.floor(clock.now().getTime() / 1000) - 60,
    ...over,
  });
  return { state, clock, standings, claims };
}

const OWNER: SessionStanding = { role: 'ROLE_OWNER', sessionVersion: 0, withdrawn: false, suspended: false };

async function refusal(promise: Promise<unknown>): Promise<{ status: number; error: string }> {
  const error = await promise.then(
    () => assert.fail('admitted'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof AppError);
  return { status: error.status, error: error.code };
}

describe('SessionStandings: the standing check behind every authenticated request', () => {
  it('reads an account once for concurrent requests and again only after the TTL', async () => {
    const { state, clock, standings, claims } = world(OWNER);
    const roles = await Promise.all(Array.from({ length: 20 }, () => standings.admit(claims())));
    assert.ok(roles.every((r) => r === 'ROLE_OWNER'));
    assert.equal(state.reads, 1);
    clock.advance(SESSION_STANDING_TTL_SECONDS - 1);
    await standings.admit(claims());
    assert.equal(state.reads, 1);
    clock.advance(1);
    await standings.admit(claims());
    assert.equal(state.reads, 2);
  });

  it('lets an old token through a stale entry for at most the TTL; `forget` ends that at once', async () => {
    const { state, clock, standings, claims } = world(OWNER);
    await standings.admit(claims());
    // Another instance locks the account: this one still holds the old standing.
    state.standing = { ...OWNER, sessionVersion: 1, suspended: true };
    assert.equal(await standings.admit(claims()), 'ROLE_OWNER');
    clock.advance(SESSION_STANDING_TTL_SECONDS);
    assert.deepEqual(await refusal(standings.admit(claims())), { status: 423, error: 'ACCOUNT_SUSPENDED' });

    state.standing = { ...OWNER, sessionVersion: 2 };
    standings.forget(7);
    assert.deepEqual(await refusal(standings.admit(claims())), { status: 401, error: 'UNAUTHORIZED' });
  });

  it('reloads at once for a token newer than the entry (signed after a change another instance made)', async () => {
    const { state, standings, claims } = world(OWNER);
    await standings.admit(claims());
    state.standing = { ...OWNER, role: 'ROLE_USER', sessionVersion: 1 };
    assert.equal(await standings.admit(claims({ role: 'ROLE_USER', sessionVersion: 1 })), 'ROLE_USER');
    assert.equal(state.reads, 2);
    assert.deepEqual(await refusal(standings.admit(claims())), { status: 401, error: 'UNAUTHORIZED' });
  });

  it('acts with the account’s role, not the token’s, when the version is the same (a listing approval)', async () => {
    const { state, clock, standings, claims } = world({ ...OWNER, role: 'ROLE_USER' });
    assert.equal(await standings.admit(claims({ role: 'ROLE_USER' })), 'ROLE_USER');
    state.standing = { ...OWNER };
    // A token signed after the entry was read, with another role: the entry may be stale, so it is read again.
    const fresh = claims({ issuedAt: Math.floor(clock.now().getTime() / 1000) });
    assert.equal(await standings.admit(fresh), 'ROLE_OWNER');
    assert.equal(state.reads, 2);
    // The member's older token now acts as the owner the account is.
    assert.equal(await standings.admit(claims({ role: 'ROLE_USER' })), 'ROLE_OWNER');
    assert.equal(state.reads, 2);
  });

  it('refuses a withdrawn or unknown account with 401 and does not keep the unknown one', async () => {
    const { state, standings, claims } = world({ ...OWNER, withdrawn: true });
    assert.deepEqual(await refusal(standings.admit(claims())), { status: 401, error: 'UNAUTHORIZED' });
    state.standing = undefined;
    standings.forget(7);
    assert.deepEqual(await refusal(standings.admit(claims())), { status: 401, error: 'UNAUTHORIZED' });
    state.standing = { ...OWNER };
    assert.equal(await standings.admit(claims()), 'ROLE_OWNER');
  });

  it('drops what a load read when the account was forgotten while it ran', async () => {
    const { state, standings, claims } = world(OWNER);
    const first = standings.admit(claims());
    state.standing = { ...OWNER, sessionVersion: 1 };
    standings.forget(7);
    assert.equal(await first, 'ROLE_OWNER');
    assert.deepEqual(await refusal(standings.admit(claims())), { status: 401, error: 'UNAUTHORIZED' });
  });
});
