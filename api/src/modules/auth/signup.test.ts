import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';
import { AUTH_TEST_ENV, latestCode, login, ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW } from '../../testing/test-clock';

const form = (email: string, loginId: string) => ({
  loginId,
  password: 'Sky!2345678',
  name: '김하늘',
  email,
  phone: '010-1234-5678',
  gender: 'FEMALE',
  birthDate: '1990-05-01',
});

describe('e-mail codes, sign-up, welcome coupon, reset-password', () => {
  let app: FastifyInstance;
  const clock = new ManualClock(TEST_NOW);
  before(async () => {
    app = await build({ clock, env: AUTH_TEST_ENV, seed: { hotels: 2 } });
  });
  after(() => app.close());

  const send = (email: string, purpose?: string) =>
    app.inject({ method: 'POST', url: '/api/auth/email/send', payload: { email, ...(purpose ? { purpose } : {}) } });
  const verify = (email: string, code: string, purpose?: string) =>
    app.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { email, code, ...(purpose ? { purpose } : {}) } });

  it('checks login ID and e-mail availability', async () => {
    const taken = await app.inject({ method: 'GET', url: '/api/auth/check-username?loginId=member0001' });
    assert.deepEqual(taken.json(), { available: false });
    const free = await app.inject({ method: 'GET', url: '/api/auth/check-username?loginId=brandnew01' });
    assert.deepEqual(free.json(), { available: true });
    const freeMail = await app.inject({ method: 'GET', url: '/api/auth/check-email?email=fresh%40example.com' });
    assert.deepEqual(freeMail.json(), { available: true });
  });

  it('sends a code by mail, with the cooldown, and verifies it', async () => {
    const res = await send('sky@example.com');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { sent: true, resendAfterSeconds: 60, expiresInSeconds: 300 });
    const mailbox = await app.inject({ method: 'GET', url: '/api/dev/mailbox?to=sky%40example.com' });
    const [mail] = mailbox.json<{ subject: string; text: string; sentAt: string }[]>();
    assert.match(mail?.text ?? '', /인증 코드: \d{6}/);
    assert.ok(mail?.sentAt);
    clock.advance(20);
    const tooSoon = await send('sky@example.com');
    assert.equal(tooSoon.statusCode, 429);
    assert.equal(tooSoon.headers['retry-after'], '40');
    assert.match(tooSoon.json<{ message: string }>().message, /40초/);
    const code = await latestCode(app, 'sky@example.com');
    const wrong = await verify('sky@example.com', code === '000000' ? '111111' : '000000');
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(
      [wrong.json<{ error: string }>().error, wrong.json<{ message: string }>().message],
      ['CODE_MISMATCH', '인증 코드가 일치하지 않습니다.'],
    );
    const ok = await verify('sky@example.com', code);
    assert.deepEqual(ok.json(), { verified: true });
  });

  it('refuses a code for an address already in use', async () => {
    const res = await send('member0001@hotel.example');
    const seededEmail = (await app.inject({ method: 'GET', url: '/api/auth/check-email?email=member0001%40hotel.example' })).json<{
      available: boolean;
    }>();
    if (!seededEmail.available) {
      assert.equal(res.statusCode, 409);
      assert.equal(res.json<{ message: string }>().message, '이미 사용 중인 이메일입니다.');
    }
  });

  it('lets a code expire after 300 s and dies after 5 attempts', async () => {
    await send('late@example.com');
    const code = await latestCode(app, 'late@example.com');
    clock.advance(301);
    const expired = await verify('late@example.com', code);
    assert.equal(expired.statusCode, 400);
    assert.equal(expired.json<{ error: string }>().error, 'CODE_EXPIRED');
    await send('late@example.com');
    const fresh = await latestCode(app, 'late@example.com');
    const wrongCode = fresh === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i += 1) assert.equal((await verify('late@example.com', wrongCode)).json<{ error: string }>().error, 'CODE_MISMATCH');
    const dead = await verify('late@example.com', fresh);
    assert.equal(dead.json<{ error: string }>().error, 'CODE_ATTEMPTS_EXCEEDED');
  });

  it('answers the first failing rule in the spec order', async () => {
    clock.advance(120);
    await send('order@example.com');
    const code = await latestCode(app, 'order@example.com');
    const base = form('order@example.com', 'orderuser01');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '이름을 입력하세요.'],
      [{ name: '가나다라마바사아자차카' }, '이름은 한글 10자까지 입력 가능합니다.'],
      [{ loginId: '' }, '아이디를 입력하세요.'],
      [{ loginId: 'short' }, '아이디는 8~20자까지 입력 가능합니다.'],
      [{ password: 'onlyletters' }, '비밀번호는 영문, 숫자, 특수문자를 모두 포함하여 10~30자여야 합니다.'],
      [{ email: '' }, '이메일을 입력하세요.'],
      [{ email: 'bad@mail' }, '이메일 형식을 확인하세요.'],
      [{}, '이메일 인증이 필요합니다.'],
      [{ phone: '010-123-4567' }, '휴대폰 번호는 010-XXXX-XXXX 형식으로 입력하세요.'],
      [{ birthDate: null }, '생년월일을 입력하세요.'],
      [{ birthDate: '2015-01-01' }, '만 19세 이상만 가입할 수 있습니다.'],
      [{ name: '', loginId: 'x', phone: 'x' }, '이름을 입력하세요.'],
    ];
    for (const [change, message] of cases) {
      const res = await app.inject({ method: 'POST', url: `/api/auth/signup?verificationCode=${code}`, payload: { ...base, ...change } });
      assert.equal(res.statusCode, 400, message);
      assert.equal(res.json<{ message: string }>().message, message);
      // Verification sits between the e-mail rules and the phone: verify now, and the later rules apply.
      if (message === '이메일 인증이 필요합니다.') assert.deepEqual((await verify('order@example.com', code)).json(), { verified: true });
    }
    const phone = await app.inject({
      method: 'POST',
      url: `/api/auth/signup?verificationCode=${code}`,
      payload: { ...base, phone: '011-1234-5678' },
    });
    assert.equal(phone.json<{ message: string }>().message, '휴대폰 번호는 010-XXXX-XXXX 형식으로 입력하세요.');
  });

  it('signs up with a verified code (used once), issues the welcome coupon, and refuses duplicates', async () => {
    clock.advance(120);
    await send('new@example.com');
    const code = await latestCode(app, 'new@example.com');
    await verify('new@example.com', code);
    const res = await app.inject({
      method: 'POST',
      url: `/api/auth/signup?verificationCode=${code}`,
      payload: form('new@example.com', 'newmember01'),
    });
    assert.equal(res.statusCode, 201);
    const created = res.json<{ id: number; loginId: string }>();
    assert.equal(created.loginId, 'newmember01');
    assert.ok(created.id > 0);

    const again = await app.inject({
      method: 'POST',
      url: `/api/auth/signup?verificationCode=${code}`,
      payload: form('other@example.com', 'newmember02'),
    });
    assert.equal(again.statusCode, 400);

    const { token } = (await login(app, 'newmember01', 'Sky!2345678')).json<{ token: string }>();
    const coupons = await app.inject({ method: 'GET', url: '/api/user/coupon?all=true', headers: { authorization: `Bearer ${token}` } });
    assert.equal(coupons.statusCode, 200);
    const [coupon] = coupons.json<{ amount: number; status: string; title: string; validFrom: string; validTo: string }[]>();
    assert.equal(coupon?.amount, 10000);
    assert.equal(coupon?.status, 'AVAILABLE');
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    assert.deepEqual((({ name, email, phone, gender, birthDate, role }) => ({ name, email, phone, gender, birthDate, role }))(me.json()), {
      name: '김하늘',
      email: 'new@example.com',
      phone: '010-1234-5678',
      gender: 'FEMALE',
      birthDate: '1990-05-01',
      role: 'ROLE_USER',
    });
    const couponsNoAuth = await app.inject({ method: 'GET', url: '/api/user/coupon?all=true' });
    assert.equal(couponsNoAuth.statusCode, 401);

    // Duplicate login ID (with a fresh verified e-mail) and duplicate e-mail.
    clock.advance(120);
    await send('dup@example.com');
    const dupCode = await latestCode(app, 'dup@example.com');
    await verify('dup@example.com', dupCode);
    const dupId = await app.inject({
      method: 'POST',
      url: `/api/auth/signup?verificationCode=${dupCode}`,
      payload: form('dup@example.com', 'newmember01'),
    });
    assert.equal(dupId.statusCode, 409);
    assert.equal(dupId.json<{ error: string }>().error, 'LOGIN_ID_TAKEN');
    const dupMail = await send('new@example.com');
    assert.equal(dupMail.statusCode, 409);
    assert.equal(dupMail.json<{ error: string }>().error, 'EMAIL_TAKEN');
  });

  it('a new code resets verified', async () => {
    clock.advance(120);
    await send('reset-verified@example.com');
    const first = await latestCode(app, 'reset-verified@example.com');
    await verify('reset-verified@example.com', first);
    clock.advance(61);
    await send('reset-verified@example.com');
    const res = await app.inject({
      method: 'POST',
      url: `/api/auth/signup?verificationCode=${first}`,
      payload: form('reset-verified@example.com', 'resetverified'),
    });
    assert.equal(res.json<{ message: string }>().message, '이메일 인증이 필요합니다.');
  });

  it('find-password: same answer for unknown addresses, round trip unlocks and revokes sessions', async () => {
    clock.advance(120);
    const unknown = await send('ghost@example.com', 'RESET_PASSWORD');
    assert.equal(unknown.statusCode, 200);
    const ghostMail = await app.inject({ method: 'GET', url: '/api/dev/mailbox?to=ghost%40example.com' });
    assert.deepEqual(ghostMail.json(), []);

    // Lock the account first.
    for (let i = 0; i < 5; i += 1) await login(app, 'newmember01', 'Wrong!234567');
    assert.equal((await login(app, 'newmember01', 'Sky!2345678')).statusCode, 423);

    const known = await send('new@example.com', 'RESET_PASSWORD');
    assert.equal(known.statusCode, 200);
    const code = await latestCode(app, 'new@example.com');
    const unverified = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'new@example.com', code, newPassword: 'Fresh!234567' },
    });
    assert.equal(unverified.statusCode, 400);
    assert.deepEqual((await verify('new@example.com', code, 'RESET_PASSWORD')).json(), { verified: true });
    const weak = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'new@example.com', code, newPassword: 'weak' },
    });
    assert.equal(weak.statusCode, 400);
    assert.equal(weak.json<{ message: string }>().message, '비밀번호는 영문, 숫자, 특수문자를 모두 포함하여 10~30자여야 합니다.');
    const done = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'new@example.com', code, newPassword: 'Fresh!234567' },
    });
    assert.equal(done.statusCode, 204);
    const reused = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'new@example.com', code, newPassword: 'Other!234567' },
    });
    assert.equal(reused.statusCode, 400);
    assert.equal((await login(app, 'newmember01', 'Sky!2345678')).statusCode, 401);
    assert.equal((await login(app, 'newmember01', 'Fresh!234567')).statusCode, 200);
  });

  it('shows a coupon past its validTo as EXPIRED with all=true and hides it otherwise', async () => {
    clock.advance(31 * 86_400);
    const { token } = (await login(app, 'newmember01', 'Fresh!234567')).json<{ token: string }>();
    const headers = { authorization: `Bearer ${token}` };
    const all = await app.inject({ method: 'GET', url: '/api/user/coupon?all=true', headers });
    assert.deepEqual(
      all.json<{ status: string }[]>().map((c) => c.status),
      ['EXPIRED'],
    );
    const usable = await app.inject({ method: 'GET', url: '/api/user/coupon', headers });
    assert.deepEqual(usable.json(), []);
  });
});
