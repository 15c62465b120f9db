import { z } from 'zod/mini';

// Payloads of /api/auth/*, /api/users/me and /api/user/coupon (guest-core §3, §7; issue 3). The
// field rules themselves (lengths, password, phone, age) are not repeated here: the server runs
// validateSignup from shared-contracts so the first failing message is the form's.

export const genderSchema = z.enum(['MALE', 'FEMALE']);
export type Gender = z.infer<typeof genderSchema>;

export const roleSchema = z.enum(['ROLE_USER', 'ROLE_OWNER', 'ROLE_ADMIN']);
export type Role = z.infer<typeof roleSchema>;

/** SIGNUP and CHANGE_EMAIL prove a new address (refused when it has an account); RESET_PASSWORD an account's own. */
export const emailPurposeSchema = z.enum(['SIGNUP', 'CHANGE_EMAIL', 'RESET_PASSWORD']);
export type EmailPurpose = z.infer<typeof emailPurposeSchema>;

/** GET /api/auth/check-username?loginId, GET /api/auth/check-email?email → { available }. */
export const checkUsernameQuerySchema = z.object({ loginId: z._default(z.string(), '') });
export const checkEmailQuerySchema = z.object({ email: z._default(z.string(), '') });
export const availabilitySchema = z.object({ available: z.boolean() });
export type Availability = z.infer<typeof availabilitySchema>;

/** POST /api/auth/email/send. */
export const emailSendRequestSchema = z.object({
  email: z.string(),
  purpose: z.optional(emailPurposeSchema),
});
export type EmailSendRequest = z.input<typeof emailSendRequestSchema>;
export const emailSendResponseSchema = z.object({
  sent: z.literal(true),
  resendAfterSeconds: z.int(),
  expiresInSeconds: z.int(),
});
export type EmailSendResponse = z.infer<typeof emailSendResponseSchema>;

/** POST /api/auth/email/verify. */
export const emailVerifyRequestSchema = z.object({
  email: z.string(),
  code: z.string(),
  purpose: z.optional(emailPurposeSchema),
});
export type EmailVerifyRequest = z.input<typeof emailVerifyRequestSchema>;
export const emailVerifyResponseSchema = z.object({ verified: z.boolean() });
export type EmailVerifyResponse = z.infer<typeof emailVerifyResponseSchema>;

/** POST /api/auth/signup?verificationCode=… (guest-core §3 "Signup payload"). */
export const signupQuerySchema = z.object({ verificationCode: z._default(z.string(), '') });
export const signupRequestSchema = z.object({
  loginId: z.string(),
  password: z.string(),
  name: z.string(),
  email: z.string(),
  /** 010-XXXX-XXXX */
  phone: z.string(),
  gender: genderSchema,
  /** YYYY-MM-DD */
  birthDate: z.optional(z.nullable(z.string())),
});
z.globalRegistry.add(signupRequestSchema, { id: 'SignupRequest' });
export type SignupRequest = z.input<typeof signupRequestSchema>;
export const signupResponseSchema = z.object({ id: z.int(), loginId: z.string() });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** POST /api/auth/login. `recaptchaToken` carries the ALTCHA payload or the reCAPTCHA response. */
export const loginRequestSchema = z.object({
  loginId: z.string(),
  password: z.string(),
  recaptchaToken: z._default(z.string(), ''),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;
/** 200 of login and refresh: the access token (the refresh token travels in the httpOnly cookie). */
export const tokenResponseSchema = z.object({ token: z.string() });
z.globalRegistry.add(tokenResponseSchema, { id: 'TokenResponse' });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
/** 401 INVALID_CREDENTIALS / 423 ACCOUNT_LOCKED of login. */
export const loginFailureSchema = z.object({
  error: z.string(),
  message: z.string(),
  errorId: z.string(),
  attempts: z.int(),
  locked: z.boolean(),
});
export type LoginFailure = z.infer<typeof loginFailureSchema>;

/** POST /api/auth/reset-password. */
export const resetPasswordRequestSchema = z.object({
  email: z.string(),
  code: z.string(),
  newPassword: z.string(),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** GET /api/auth/captcha/config: which widget the login screen loads. */
export const captchaConfigSchema = z.object({
  provider: z.enum(['altcha', 'recaptcha']),
  siteKey: z.optional(z.string()),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

/** GET /api/auth/captcha/challenge: the ALTCHA challenge the altcha widget solves. */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.optional(z.number()),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const oauthProviderSchema = z.enum(['kakao', 'naver', 'google']);
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;
/** GET /api/auth/oauth/providers. */
export const oauthProvidersSchema = z.array(z.object({ provider: oauthProviderSchema, configured: z.boolean() }));
export type OAuthProviders = z.infer<typeof oauthProvidersSchema>;

/** NONE = no image; TEMPLATE = a built-in template; UPLOADED = the user's file. */
const imageTypeSchema = z.enum(['NONE', 'TEMPLATE', 'UPLOADED']);

/** GET /api/users/me. */
export const userProfileSchema = z.object({
  id: z.int(),
  loginId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  /** UNKNOWN for accounts made by social login. */
  gender: z.enum(['MALE', 'FEMALE', 'UNKNOWN']),
  birthDate: z.nullable(z.string()),
  role: roleSchema,
  address1: z.nullable(z.string()),
  address2: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  profileImageType: imageTypeSchema,
  profileImageUrl: z.nullable(z.string()),
  profileImageTemplate: z.nullable(z.string()),
  coverImageType: imageTypeSchema,
  coverImageUrl: z.nullable(z.string()),
  coverImageTemplate: z.nullable(z.string()),
});
z.globalRegistry.add(userProfileSchema, { id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfileSchema>;

export const couponStatusSchema = z.enum(['AVAILABLE', 'USED', 'EXPIRED']);
export type CouponStatus = z.infer<typeof couponStatusSchema>;

/** An item of GET /api/user/coupon?all=true. Amounts are whole won; dates YYYY-MM-DD. */
export const userCouponSchema = z.object({
  id: z.int(),
  title: z.string(),
  code: z.string(),
  amount: z.int(),
  validFrom: z.string(),
  validTo: z.string(),
  status: couponStatusSchema,
  stackable: z.boolean(),
  issuedAt: z.string(),
});
z.globalRegistry.add(userCouponSchema, { id: 'UserCoupon' });
export type UserCoupon = z.infer<typeof userCouponSchema>;
export const userCouponListSchema = z.array(userCouponSchema);
export const userCouponQuerySchema = z.object({
  all: z._default(z.stringbool(), false),
});
