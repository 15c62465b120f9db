import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AdminApplicationDetail, ApplicationDetail, HotelApplicationRequest } from 'shared-contracts/schemas';
import { build } from '../../build';
import { hotelApplications, users } from '../../db/schema';
import { testClock } from '../../testing/test-clock';
import { valid } from './application-test.fixtures';
import { APPLICATION_MESSAGES as M } from './application.messages';

/*
 * Split from application.test.ts, whose walk leaves three applications behind: 해운대 스테이 온 (member0001, approved),
 * 상태 확인용 호텔 (member0003, rejected) and 광안리 하우스 (member0002, pending). before() makes the same three here.
 */
describe('hotel listing applications: rejection and the admin queue', () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const call = (who: string | null, options: InjectOptions) =>
    app.inject({ ...options, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });
  const submit = (who: string, body: HotelApplicationRequest) => call(who, { method: 'POST', url: '/api/hotelapp', payload: body });
  const transition = (id: number, to: string, memo?: string) =>
    call('admin', { method: 'POST', url: `/api/admin/applications/${id}/transition`, payload: { to, ...(memo === undefined ? {} : { memo }) } });
  const mails = async (loginId: string) =>
    (await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${loginId}@example.com` })).json<{ subject: string; text: string }[]>();
  let applicationId = 0;

  before(async () => {
    app = await build({ clock: testClock });
    for (const loginId of ['member0001', 'member0002', 'member0003', 'member0004', 'admin0001', 'owner0001']) {
      const [user] = await app.db.select().from(users).where(eq(users.loginId, loginId));
      tokens[loginId === 'admin0001' ? 'admin' : loginId] = await app.accessTokens.sign({
        sub: user!.id,
        role: user!.role,
        loginId,
        name: user!.name,
      });
    }
    applicationId = (await submit('member0001', valid('해운대 스테이 온'))).json<ApplicationDetail>().id;
    const probe = (await submit('member0003', valid('상태 확인용 호텔'))).json<ApplicationDetail>().id;
    assert.equal((await submit('member0002', valid('광안리 하우스'))).statusCode, 201);
    const steps: [number, string, string?][] = [
      [applicationId, 'UNDER_REVIEW'],
      [applicationId, 'APPROVED'],
      [probe, 'UNDER_REVIEW'],
      [probe, 'REJECTED', '확인용'],
    ];
    for (const [id, to, memo] of steps) {
      const res = await transition(id, to, memo);
      assert.equal(res.statusCode, 200, res.body);
    }
  });
  after(() => app.close());

  it('rejects from UNDER_REVIEW with the reason, shown to the member with the processing time', async () => {
    const created = (await submit('member0004', valid('서면 비즈니스 호텔'))).json<ApplicationDetail>();
    assert.equal((await transition(created.id, 'UNDER_REVIEW')).statusCode, 200);
    const rejected = await transition(created.id, 'REJECTED', '사업자 정보가 확인되지 않습니다.');
    assert.equal(rejected.statusCode, 200, rejected.body);
    const mine = (await call('member0004', { method: 'GET', url: '/api/hotelapp/mine' })).json();
    assert.deepEqual([mine.content[0].status, mine.content[0].reviewMemo], ['REJECTED', '사업자 정보가 확인되지 않습니다.']);
    assert.ok(mine.content[0].reviewedAt);
    assert.equal((await mails('member0004'))[0]?.subject, M.mailSubject('REJECTED'));
    assert.equal((await transition(created.id, 'UNDER_REVIEW')).statusCode, 409, 'REJECTED is final');
    // A rejected member may apply again.
    assert.equal((await submit('member0004', valid('서면 비즈니스 호텔 2'))).statusCode, 201);
  });

  it('lists the queue oldest first as {content, page, size, totalElements}, with a status filter and paging, for admins only', async () => {
    const queue = (await call('admin', { method: 'GET', url: '/api/admin/applications' })).json();
    assert.deepEqual(Object.keys(queue).sort(), ['content', 'page', 'size', 'totalElements']);
    assert.deepEqual(
      queue.content.map((a: ApplicationDetail) => a.hotelName),
      ['해운대 스테이 온', '상태 확인용 호텔', '광안리 하우스', '서면 비즈니스 호텔', '서면 비즈니스 호텔 2'],
    );
    assert.deepEqual([queue.page, queue.size, queue.totalElements], [0, 50, 5]);
    const pending = (await call('admin', { method: 'GET', url: '/api/admin/applications?status=PENDING' })).json();
    assert.deepEqual(
      pending.content.map((a: ApplicationDetail) => a.hotelName),
      ['광안리 하우스', '서면 비즈니스 호텔 2'],
    );
    const second = (await call('admin', { method: 'GET', url: '/api/admin/applications?page=1&size=2' })).json();
    assert.deepEqual(
      [second.page, second.size, second.totalElements, second.content.map((a: ApplicationDetail) => a.hotelName)],
      [1, 2, 5, ['광안리 하우스', '서면 비즈니스 호텔']],
    );
    assert.equal((await call('admin', { method: 'GET', url: '/api/admin/applications?status=DONE' })).statusCode, 400);
    const one = (await call('admin', { method: 'GET', url: `/api/admin/applications/${applicationId}` })).json<AdminApplicationDetail>();
    assert.equal(one.history[0]?.action, 'SUBMITTED');
    assert.equal(one.history[0]?.actor.loginId, 'member0001');
    assert.equal((await call('admin', { method: 'GET', url: '/api/admin/applications/999999' })).statusCode, 404);

    for (const who of ['member0002', 'owner0001', null]) {
      const expected = who ? 403 : 401;
      assert.equal((await call(who, { method: 'GET', url: '/api/admin/applications' })).statusCode, expected, `${who} list`);
      assert.equal((await call(who, { method: 'GET', url: `/api/admin/applications/${applicationId}` })).statusCode, expected, `${who} detail`);
      const step = await call(who, { method: 'POST', url: `/api/admin/applications/${applicationId}/transition`, payload: { to: 'UNDER_REVIEW' } });
      assert.equal(step.statusCode, expected, `${who} transition`);
    }
    const open = await app.db
      .select()
      .from(hotelApplications)
      .where(inArray(hotelApplications.status, ['PENDING']));
    assert.equal(open.length, 2);
  });
});
