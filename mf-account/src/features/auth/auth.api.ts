import {
  baseApi,
  type CaptchaConfig,
  type EmailPurpose,
  type EmailSendResponse,
  type EmailVerifyResponse,
  type LoginRequest,
  type OAuthProvider,
  type ResetPasswordRequest,
  type SignupRequest,
  type SignupResponse,
  type TokenResponse,
} from 'shared-contracts';
import { AUTH_MESSAGES } from 'shared-contracts/member-area';

export type { EmailPurpose, CaptchaConfig };
export type CaptchaProvider = CaptchaConfig['provider'];
export type OAuthProviderName = OAuthProvider;

export interface OAuthProviderStatus {
  provider: OAuthProviderName;
  configured: boolean;
}

/**
 * An availability answer is `{available}` at the top level or under `data` (guest-core §5); anything
 * else is a malformed answer, reported with the spec's text instead of guessing.
 */
export function readAvailability(raw: unknown): boolean {
  const read = (value: unknown): boolean | null =>
    value && typeof value === 'object' && typeof (value as { available?: unknown }).available === 'boolean'
      ? (value as { available: boolean }).available
      : null;
  const found = read(raw) ?? (raw && typeof raw === 'object' ? read((raw as { data?: unknown }).data) : null);
  if (found === null) throw new TypeError(AUTH_MESSAGES.availabilityMalformed);
  return found;
}

function readCaptchaConfig(raw: unknown): CaptchaConfig {
  const value = (raw ?? {}) as { provider?: unknown; siteKey?: unknown };
  const provider: CaptchaProvider = value.provider === 'recaptcha' ? 'recaptcha' : 'altcha';
  return typeof value.siteKey === 'string' && value.siteKey ? { provider, siteKey: value.siteKey } : { provider };
}

function readProviders(raw: unknown): OAuthProviderStatus[] {
  const list = Array.isArray(raw) ? raw : [];
  return list.flatMap((item): OAuthProviderStatus[] => {
    const { provider, configured } = (item ?? {}) as { provider?: unknown; configured?: unknown };
    return provider === 'kakao' || provider === 'naver' || provider === 'google' ? [{ provider, configured: configured === true }] : [];
  });
}

// Every account call shows its failure inline (the spec's texts), so none sends the user to the error page.
const inline = { redirectOnError: false } as const;

export const authApi = baseApi.injectEndpoints({
  // Endpoint names share one api across all remotes: in development a clash must fail loudly.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    // Availability checks are user actions whose answer changes over time: mutations, never cached.
    checkLoginIdAvailability: build.mutation<boolean, string>({
      query: (loginId) => ({ url: '/auth/check-username', method: 'GET', params: { loginId } }),
      transformResponse: readAvailability,
      extraOptions: inline,
    }),
    checkEmailAvailability: build.mutation<boolean, string>({
      query: (email) => ({ url: '/auth/check-email', method: 'GET', params: { email } }),
      transformResponse: readAvailability,
      extraOptions: inline,
    }),
    sendEmailVerificationCode: build.mutation<Partial<EmailSendResponse> | null, { email: string; purpose: EmailPurpose }>({
      query: (body) => ({ url: '/auth/email/send', method: 'POST', body }),
      extraOptions: inline,
    }),
    verifyEmailCode: build.mutation<EmailVerifyResponse | null, { email: string; code: string; purpose: EmailPurpose }>({
      query: (body) => ({ url: '/auth/email/verify', method: 'POST', body }),
      extraOptions: inline,
    }),
    signUp: build.mutation<SignupResponse | null, { payload: SignupRequest; verificationCode: string }>({
      query: ({ payload, verificationCode }) => ({
        url: '/auth/signup',
        method: 'POST',
        params: { verificationCode },
        body: payload,
      }),
      extraOptions: inline,
    }),
    // The spec also reads `accessToken`, which older servers answered with.
    logIn: build.mutation<Partial<TokenResponse> & { accessToken?: string }, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      extraOptions: inline,
    }),
    resetPassword: build.mutation<null, ResetPasswordRequest>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
      extraOptions: inline,
    }),
    getCaptchaConfig: build.query<CaptchaConfig, void>({
      query: () => '/auth/captcha/config',
      transformResponse: readCaptchaConfig,
      extraOptions: inline,
    }),
    getOAuthProviders: build.query<OAuthProviderStatus[], void>({
      query: () => '/auth/oauth/providers',
      transformResponse: readProviders,
      extraOptions: inline,
    }),
  }),
});

export const {
  useCheckLoginIdAvailabilityMutation,
  useCheckEmailAvailabilityMutation,
  useSendEmailVerificationCodeMutation,
  useVerifyEmailCodeMutation,
  useSignUpMutation,
  useLogInMutation,
  useResetPasswordMutation,
  useGetCaptchaConfigQuery,
  useGetOAuthProvidersQuery,
} = authApi;
