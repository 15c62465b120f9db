// The my-page account rules (member-and-operations §5 "Account", "Image upload", §8 Email/Save/Uploads, §9).
// Plain TypeScript like signup-rules.ts: the account form and the api run the very same functions, so both
// answer with the same first message.
import { AUTH_MESSAGES, NAME_MAX, isValidPassword } from './signup-rules';

export const ADDRESS2_MAX = 120;
export const ADDRESS1_MAX = 200;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
export const PROFILE_TEMPLATES = ['T1', 'T2', 'T3'] as const;
export const COVER_TEMPLATES = ['C1', 'C2', 'C3'] as const;
export type ProfileTemplate = (typeof PROFILE_TEMPLATES)[number];
export type CoverTemplate = (typeof COVER_TEMPLATES)[number];
export type UserImageKind = 'profile' | 'cover';
/** The format the phone message names (§5: 01[016-9]-xxx(x)-xxxx). */
export const ACCOUNT_PHONE_PATTERN = '01X-XXX(X)-XXXX';

/** Korean texts of the account tab; §8's verbatim, the rest in the same voice. */
export const ACCOUNT_MESSAGES = {
  nameRequired: AUTH_MESSAGES.nameRequired,
  nameTooLong: AUTH_MESSAGES.nameTooLong,
  phoneFormat: `휴대폰 번호는 ${ACCOUNT_PHONE_PATTERN} 형식이어야 합니다.`,
  postcodeFormat: '우편번호는 숫자 5자리로 입력하세요.',
  address1TooLong: `주소는 ${ADDRESS1_MAX}자까지 입력 가능합니다.`,
  address2TooLong: `상세 주소는 ${ADDRESS2_MAX}자까지 입력 가능합니다.`,
  addressRequired: '우편번호와 주소를 함께 입력하세요.',
  currentPasswordRequired: '현재 비밀번호를 입력하세요.',
  currentPasswordWrong: '현재 비밀번호가 올바르지 않습니다.',
  passwordRule: AUTH_MESSAGES.passwordRule,
  newPasswordMismatch: '새 비밀번호가 일치하지 않습니다.',
  samePassword: '현재 비밀번호와 다른 비밀번호를 입력하세요.',
  saved: '저장 완료',
  saveFailed: '저장 실패',
  passwordChanged: '비밀번호가 변경되었습니다.',
  emailRequired: AUTH_MESSAGES.emailRequired,
  emailFormat: AUTH_MESSAGES.emailFormat,
  emailSame: '현재 이메일과 동일합니다.',
  emailTaken: AUTH_MESSAGES.emailTaken,
  emailAvailable: '사용 가능한 이메일입니다.',
  emailCheckFirst: '이메일 중복확인을 먼저 완료하세요.',
  emailVerificationRequired: AUTH_MESSAGES.emailVerificationRequired,
  codeRequired: '인증 코드를 입력하세요.',
  codeMismatch: AUTH_MESSAGES.codeMismatch,
  codeSent: AUTH_MESSAGES.codeSent,
  emailVerified: AUTH_MESSAGES.emailVerified,
  emailChanged: '이메일이 변경되었습니다.',
  fileMissing: '파일이 없습니다.',
  svgRefused: 'SVG는 허용되지 않습니다.',
  typeRefused: 'PNG/JPG/WebP만 업로드 가능합니다.',
  tooLarge: '파일 크기가 5MB를 초과했습니다.',
  undecodable: '이미지 파일이 손상되었거나 지원되지 않습니다.',
  multipartRequired: '이미지는 multipart/form-data 형식의 file 항목으로 보내야 합니다.',
  templateUnknown: '알 수 없는 템플릿입니다.',
  templateFailed: (kind: UserImageKind) => `${kind === 'cover' ? '커버' : '프로필'} 템플릿 적용 실패.`,
  imageSaved: (kind: UserImageKind) => `${kind === 'cover' ? '커버' : '프로필'} 이미지를 변경했습니다.`,
} as const;

const ACCOUNT_PHONE = /^01[016-9]-\d{3,4}-\d{4}$/;
const POSTCODE = /^\d{5}$/;

export function isValidAccountPhone(phone: string): boolean {
  return ACCOUNT_PHONE.test(phone.trim());
}

/**
 * §5's stripping rule for address2 (also applied to address1): script blocks, tags and any leftover angle
 * brackets, `javascript:`-like schemes and `on…=` event handlers are removed, then every character outside
 * letters (any script, so Hangul stays), digits, space and . , # ( ) - _ / ~; runs of spaces collapse.
 */
export function sanitizeAddress(raw: string): string {
  return raw
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\bon[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, ' ')
    .replace(/\b(?:java|vb|live)script\s*:/gi, ' ')
    .replace(/\bscript\b/gi, ' ')
    .replace(/[^\p{L}\p{N} .,#()\-_/~]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface ProfileForm {
  name: string;
  phone?: string | null;
  address1?: string | null;
  address2?: string | null;
  postcode?: string | null;
}

export type ProfileField = 'name' | 'phone' | 'postcode' | 'address1' | 'address2';

export interface ProfileIssue {
  field: ProfileField;
  message: string;
}

/** Every failing rule of the profile form, in the order of the form (the first is what the server answers). */
export function profileIssues(form: ProfileForm): ProfileIssue[] {
  const issues: ProfileIssue[] = [];
  const name = form.name.trim();
  if (!name) issues.push({ field: 'name', message: ACCOUNT_MESSAGES.nameRequired });
  else if ([...name].length > NAME_MAX) issues.push({ field: 'name', message: ACCOUNT_MESSAGES.nameTooLong });
  const phone = form.phone?.trim() ?? '';
  if (phone && !isValidAccountPhone(phone)) issues.push({ field: 'phone', message: ACCOUNT_MESSAGES.phoneFormat });
  const postcode = form.postcode?.trim() ?? '';
  const address1 = sanitizeAddress(form.address1 ?? '');
  if (postcode && !POSTCODE.test(postcode)) issues.push({ field: 'postcode', message: ACCOUNT_MESSAGES.postcodeFormat });
  else if (Boolean(postcode) !== Boolean(address1)) {
    issues.push({ field: postcode ? 'address1' : 'postcode', message: ACCOUNT_MESSAGES.addressRequired });
  }
  if ([...address1].length > ADDRESS1_MAX) issues.push({ field: 'address1', message: ACCOUNT_MESSAGES.address1TooLong });
  if ([...sanitizeAddress(form.address2 ?? '')].length > ADDRESS2_MAX) {
    issues.push({ field: 'address2', message: ACCOUNT_MESSAGES.address2TooLong });
  }
  return issues;
}

/** The values to store: trimmed, addresses stripped, empty optional fields as null. */
export function normalizeProfile(form: ProfileForm): {
  name: string;
  phone: string | null;
  address1: string | null;
  address2: string | null;
  postcode: string | null;
} {
  const orNull = (value: string) => (value ? value : null);
  return {
    name: form.name.trim(),
    phone: orNull(form.phone?.trim() ?? ''),
    address1: orNull(sanitizeAddress(form.address1 ?? '')),
    address2: orNull(sanitizeAddress(form.address2 ?? '')),
    postcode: orNull(form.postcode?.trim() ?? ''),
  };
}

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}

/** The first failing rule of the change-password form, or null. */
export function validatePasswordChange(form: PasswordChangeForm): string | null {
  if (!form.currentPassword) return ACCOUNT_MESSAGES.currentPasswordRequired;
  if (!isValidPassword(form.newPassword)) return ACCOUNT_MESSAGES.passwordRule;
  if (form.newPassword !== form.newPasswordConfirm) return ACCOUNT_MESSAGES.newPasswordMismatch;
  if (form.newPassword === form.currentPassword) return ACCOUNT_MESSAGES.samePassword;
  return null;
}

export function fileExtensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/**
 * What the form (and, before decoding, the server) says about a chosen file: missing, SVG, another type, over
 * 5 MB; null when it may be sent. Whether the bytes decode is for the server to find out.
 */
export function imageFileProblem(file: { name: string; size: number; type?: string } | null | undefined): string | null {
  if (!file || !file.name) return ACCOUNT_MESSAGES.fileMissing;
  const extension = fileExtensionOf(file.name);
  if (extension === 'svg' || file.type === 'image/svg+xml') return ACCOUNT_MESSAGES.svgRefused;
  if (!(PROFILE_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return ACCOUNT_MESSAGES.typeRefused;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return ACCOUNT_MESSAGES.tooLarge;
  return null;
}

export function templatesOf(kind: UserImageKind): readonly string[] {
  return kind === 'cover' ? COVER_TEMPLATES : PROFILE_TEMPLATES;
}

/** Where the generated template images are served (the api renders them at start). */
export function userTemplateImageUrl(template: string): string {
  return `/api/images/templates/${template.toLowerCase()}.webp`;
}
