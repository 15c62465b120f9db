import { z } from 'zod/mini';

/** The my-page account calls (member-and-operations §7 "Member"): bodies are bounded; the §5 rules answer in Korean. */
const text = (max: number) => z.string().check(z.maxLength(max));

export const profileUpdateSchema = z.object({
  name: text(60),
  phone: z.optional(z.nullable(text(30))),
  address1: z.optional(z.nullable(text(400))),
  address2: z.optional(z.nullable(text(400))),
  postcode: z.optional(z.nullable(text(10))),
  gender: z.enum(['MALE', 'FEMALE', 'UNKNOWN']),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const passwordChangeSchema = z.object({ currentPassword: text(200), newPassword: text(200) });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Answered with a fresh access token: every other session was signed out. */
export const passwordChangedSchema = z.object({ message: z.string(), token: z.string() });

export const imageTemplateSchema = z.object({ template: text(10) });

export const emailChangeSchema = z.object({ email: text(320), verificationCode: text(20) });
export type EmailChange = z.infer<typeof emailChangeSchema>;
