import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES as M,
  emailChangeSchema,
  imageTemplateSchema,
  normalizeProfile,
  passwordChangedSchema,
  passwordChangeSchema,
  PROFILE_IMAGE_MAX_BYTES,
  profileIssues,
  profileUpdateSchema,
  templatesOf,
  userProfileSchema,
  type UserImageKind,
} from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { updateUser } from './user.repository';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error.schemas';
import { AccountCredentials } from '../auth/account-credentials';
import { createAuthService } from '../auth/auth.routes';
import { setRefreshCookie } from '../auth/refresh-cookie';
import { liveUser, profileOf } from './user-profile';
import { readUserImage, reencodeUserImage, removeUserImage, storeUserImage } from './user-image';

const security = [{ bearerAuth: [] }];
const tags = ['user'];
const kindParams = z.object({ kind: z.enum(['profile', 'cover']) });

const callerId = (user: { sub: number } | null) => {
  if (!user) throw AppError.of(401, 'UNAUTHORIZED');
  return user.sub;
};

/** The my-page account calls (§7 "Member"): profile, password, profile and cover images, e-mail. */
export const accountRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const credentials = new AccountCredentials(fastify.db, createAuthService(fastify).service, () => fastify.clock.now());
  await fastify.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  fastify.put(
    '/users/me',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags,
        security,
        summary: '내 정보 수정',
        description: '이름(필수, 10자), 휴대폰(01X-XXX(X)-XXXX), 우편번호(5자리)와 주소(함께), 상세 주소(120자, 태그·스크립트 제거), 성별.',
        body: profileUpdateSchema,
        response: { 200: userProfileSchema, ...errorResponses },
      },
    },
    async (request) => {
      const [issue] = profileIssues(request.body);
      if (issue) throw new AppError(400, 'VALIDATION_ERROR', issue.message, [issue]);
      const id = callerId(request.user);
      const user = await updateUser(fastify.db, id, {
        ...normalizeProfile(request.body),
        gender: request.body.gender,
        updatedAt: fastify.clock.now(),
      });
      if (!user) throw AppError.of(401, 'UNAUTHORIZED');
      return profileOf(user);
    },
  );

  fastify.put(
    '/users/me/password',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags,
        security,
        summary: '비밀번호 변경',
        description: '현재 비밀번호 확인 후 변경. 모든 로그인 세션이 끝나고, 이 요청에는 새 토큰(과 refresh 쿠키)이 돌아갑니다.',
        body: passwordChangeSchema,
        response: { 200: passwordChangedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await credentials.changePassword(callerId(request.user), request.body.currentPassword, request.body.newPassword);
      setRefreshCookie(request, reply, session, fastify.clock.now());
      return { message: M.passwordChanged, token: session.token };
    },
  );

  fastify.put(
    '/users/me/:kind/template',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags,
        security,
        summary: '프로필·커버 기본 이미지 선택 (T1~T3, C1~C3)',
        params: kindParams,
        body: imageTemplateSchema,
        response: { 200: userProfileSchema, ...errorResponses },
      },
    },
    async (request) => {
      const kind: UserImageKind = request.params.kind;
      const template = request.body.template.trim().toUpperCase();
      if (!templatesOf(kind).includes(template)) throw new AppError(400, 'VALIDATION_ERROR', M.templateFailed(kind));
      const before = await liveUser(fastify.db, callerId(request.user));
      const user = await updateUser(
        fastify.db,
        before.id,
        kind === 'profile'
          ? { profileImageType: 'TEMPLATE', profileImageTemplate: template, profileImageUrl: null }
          : { coverImageType: 'TEMPLATE', coverImageTemplate: template, coverImageUrl: null },
      );
      await removeUserImage(fastify.config.dataDir, kind === 'profile' ? before.profileImageUrl : before.coverImageUrl);
      return profileOf(user!);
    },
  );

  fastify.post(
    '/users/me/:kind/upload',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags,
        security,
        summary: '프로필·커버 이미지 올리기',
        description: 'multipart/form-data의 file 하나: png/jpg/jpeg/webp, 5MB 이하, SVG 불가. 디코딩해서 WebP로 다시 저장(메타데이터 제거).',
        params: kindParams,
        consumes: ['multipart/form-data'],
        response: { 200: userProfileSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', M.multipartRequired);
      const kind: UserImageKind = request.params.kind;
      const id = callerId(request.user);
      const bytes = await readUserImage(await request.file().catch(() => undefined));
      const url = await storeUserImage(fastify.config.dataDir, await reencodeUserImage(bytes, kind));
      const before = await liveUser(fastify.db, id);
      const user = await updateUser(
        fastify.db,
        id,
        kind === 'profile'
          ? { profileImageType: 'UPLOADED', profileImageUrl: url, profileImageTemplate: null }
          : { coverImageType: 'UPLOADED', coverImageUrl: url, coverImageTemplate: null },
      );
      await removeUserImage(fastify.config.dataDir, kind === 'profile' ? before.profileImageUrl : before.coverImageUrl);
      return profileOf(user!);
    },
  );

  fastify.patch(
    '/users/me/email',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags,
        security,
        summary: '이메일 변경',
        description: '새 주소로 /api/auth/email/send → /api/auth/email/verify 한 뒤 그 코드로. 같은 주소 400, 사용 중 409, 코드 불일치 400.',
        body: emailChangeSchema,
        response: { 200: userProfileSchema, ...errorResponses },
      },
    },
    async (request) => {
      const id = callerId(request.user);
      await credentials.changeEmail(id, request.body.email, request.body.verificationCode);
      return profileOf(await liveUser(fastify.db, id));
    },
  );
};
