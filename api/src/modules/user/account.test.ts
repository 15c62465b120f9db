import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES as M } from 'shared-contracts/schemas';
import { build } from '../../build';
import { AUTH_TEST_ENV, latestCode, login, refreshCookie } from '../../testing/auth-helpers';

const PASSWORD = 'Member!2345678';

function multipart(filename: string, bytes: Buffer, type = 'application/octet-stream', field = 'file') {
  const boundary = '----stayon-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('my page account API', () => {
  let app: FastifyInstance;
  let token = '';
  let refresh = '';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'account-test-'));
  const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: unknown, extra: Record<string, string> = {}) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...extra },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const profile = {
    name: '김민지',
    phone: '010-3000-0001',
    address1: '서울특별시 마포구 양화로 45',
    address2: '301호',
    postcode: '04036',
    gender: 'FEMALE',
  };

  before(async () => {
    app = await build({ env: { ...AUTH_TEST_ENV, DATA_DIR: dataDir } });
    const res = await login(app, 'member0001', PASSWORD);
    token = res.json<{ token: string }>().token;
    refresh = refreshCookie(res) ?? '';
  });
  after(() => app.close());

  it('saves the profile with the §5 rules in order, stripping markup from address2', async () => {
    const saved = await call('PUT', '/api/users/me', { ...profile, name: ' 김민지 ', address2: '301호 <script>alert(1)</script> onclick=x()' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual([saved.json().name, saved.json().address2], ['김민지', '301호']);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, M.nameRequired],
      [{ name: '가나다라마바사아자차카' }, M.nameTooLong],
      [{ phone: '02-123-4567' }, M.phoneFormat],
      [{ postcode: '1234' }, M.postcodeFormat],
      [{ postcode: '', address1: '주소만' }, M.addressRequired],
      [{ address2: '가'.repeat(121) }, M.address2TooLong],
    ];
    for (const [change, message] of cases) {
      const res = await call('PUT', '/api/users/me', { ...profile, ...change });
      assert.equal(res.statusCode, 400, JSON.stringify(change));
      assert.equal(res.json().message, message);
    }
    assert.equal((await call('PUT', '/api/users/me', { ...profile, gender: 'OTHER' })).statusCode, 400);
    assert.equal((await app.inject({ method: 'PUT', url: '/api/users/me', payload: profile })).statusCode, 401);
  });

  it('chooses template images and refuses unknown ones', async () => {
    const res = await call('PUT', '/api/users/me/profile/template', { template: 't2' });
    assert.deepEqual([res.json().profileImageType, res.json().profileImageTemplate], ['TEMPLATE', 'T2']);
    const cover = await call('PUT', '/api/users/me/cover/template', { template: 'C3' });
    assert.equal(cover.json().coverImageTemplate, 'C3');
    const wrong = await call('PUT', '/api/users/me/cover/template', { template: 'T1' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, M.templateFailed('cover'));
  });

  it('uploads a picture re-encoded without metadata, and refuses SVG, other types, fake bytes and oversize', async () => {
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#3366cc' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .toBuffer();
    const first = await call(
      'POST',
      '/api/users/me/profile/upload',
      ...((m) => [m.payload, m.headers] as const)(multipart('me.png', png, 'image/png')),
    );
    assert.equal(first.statusCode, 200, first.body);
    const url = first.json().profileImageUrl as string;
    assert.match(url, /^\/api\/images\/users\/[0-9a-f-]+\.webp$/);
    const served = await app.inject({ method: 'GET', url });
    assert.equal(served.statusCode, 200);
    const meta = await sharp(served.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height, meta.exif], ['webp', 400, 400, undefined]);

    const again = await call(
      'POST',
      '/api/users/me/profile/upload',
      ...((m) => [m.payload, m.headers] as const)(multipart('me2.jpg', png, 'image/jpeg')),
    );
    assert.equal(again.statusCode, 200);
    assert.equal(existsSync(path.join(dataDir, 'images', 'users', path.basename(url))), false, 'the replaced picture is removed');

    const refused: [ReturnType<typeof multipart>, string][] = [
      [multipart('x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'), M.svgRefused],
      [multipart('x.gif', png, 'image/gif'), M.typeRefused],
      [multipart('x.png', Buffer.from('not an image at all'), 'image/png'), M.undecodable],
      [multipart('x.png', Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'image/png'), M.tooLarge],
      [multipart('x.png', png, 'image/png', 'photo'), M.fileMissing],
    ];
    for (const [form, message] of refused) {
      const res = await call('POST', '/api/users/me/cover/upload', form.payload, form.headers);
      assert.ok(res.statusCode === 400 || res.statusCode === 413, `${message} → ${res.statusCode}`);
      assert.equal(res.json().message, message);
    }
    const notMultipart = await call('POST', '/api/users/me/cover/upload', { file: 'x' });
    assert.equal(notMultipart.statusCode, 415);
  });

  it('changes the e-mail only with the code sent to the new address', async () => {
    const email = 'minji.new@example.com';
    assert.equal(
      (await call('PATCH', '/api/users/me/email', { email: 'member0001@example.com', verificationCode: '123456' })).json().message,
      M.emailSame,
    );
    assert.equal((await call('PATCH', '/api/users/me/email', { email: 'member0002@example.com', verificationCode: '123456' })).statusCode, 409);
    assert.equal((await call('PATCH', '/api/users/me/email', { email: 'not-an-email', verificationCode: '1' })).json().message, M.emailFormat);
    assert.equal(
      (await app.inject({ method: 'POST', url: '/api/auth/email/send', payload: { email: 'member0002@example.com', purpose: 'CHANGE_EMAIL' } }))
        .statusCode,
      409,
      'a taken address gets no code',
    );
    // A sign-up code does not change an address: the change has a code of its own, mailed as such.
    assert.equal((await app.inject({ method: 'POST', url: '/api/auth/email/send', payload: { email } })).statusCode, 200);
    const signupCode = await latestCode(app, email);
    assert.equal((await app.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { email, code: signupCode } })).json().verified, true);
    assert.equal((await call('PATCH', '/api/users/me/email', { email, verificationCode: signupCode })).statusCode, 400);
    assert.equal((await app.inject({ method: 'POST', url: '/api/auth/email/send', payload: { email, purpose: 'CHANGE_EMAIL' } })).statusCode, 200);
    const [mail] = (await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })).json<
      { subject: string; text: string }[]
    >();
    assert.match(mail!.subject, /^\[스테이온\] 이메일 변경 인증 코드 \d{6}$/);
    assert.match(mail!.text, /이메일 주소 변경을 위한 이메일 인증 코드입니다/);
    const code = await latestCode(app, email);
    const wrong = await call('PATCH', '/api/users/me/email', { email, verificationCode: code === '000000' ? '111111' : '000000' });
    assert.equal(wrong.json().message, M.codeMismatch);
    assert.equal(
      (await app.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { email, code, purpose: 'CHANGE_EMAIL' } })).json().verified,
      true,
    );
    const changed = await call('PATCH', '/api/users/me/email', { email, verificationCode: code });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().email, email);
    // A code works once.
    assert.equal((await call('PATCH', '/api/users/me/email', { email: 'member0001@example.com', verificationCode: code })).statusCode, 400);
  });

  it('changes the password: the current one is checked, every other session ends, the new one logs in', async () => {
    const wrong = await call('PUT', '/api/users/me/password', { currentPassword: 'Wrong!2345678', newPassword: 'Brand!new2026x' });
    assert.equal(wrong.json().message, M.currentPasswordWrong);
    assert.equal((await call('PUT', '/api/users/me/password', { currentPassword: PASSWORD, newPassword: 'short' })).json().message, M.passwordRule);
    const res = await call('PUT', '/api/users/me/password', { currentPassword: PASSWORD, newPassword: 'Brand!new2026x' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, M.passwordChanged);
    assert.ok(refreshCookie(res), 'a fresh session for this browser');
    const old = await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: refresh } });
    assert.equal(old.statusCode, 401, 'the earlier session is signed out');
    assert.equal((await login(app, 'member0001', PASSWORD)).statusCode, 401);
    assert.equal((await login(app, 'member0001', 'Brand!new2026x')).statusCode, 200);
  });
});
