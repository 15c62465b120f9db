/**
 * Every Korean text the API shows to users, in one place so wording stays consistent across modules.
 * Keys are stable; error codes are the `error` field of the error model.
 */
export const errorMessages = {
  VALIDATION_ERROR: '요청 값이 올바르지 않습니다.',
  BAD_REQUEST: '잘못된 요청입니다.',
  BAD_URL: '요청 주소가 올바르지 않습니다.',
  URI_TOO_LONG: '요청 주소가 너무 깁니다.',
  INVALID_CHARACTER: '허용되지 않는 문자(NUL)가 포함되어 있습니다.',
  REQUEST_TIMEOUT: '요청 시간이 초과되었습니다. 다시 시도해주세요.',
  HEADERS_TOO_LARGE: '요청 헤더가 너무 큽니다.',
  UNAUTHORIZED: '로그인이 필요합니다.',
  FORBIDDEN: '접근 권한이 없습니다.',
  NOT_FOUND: '요청한 API를 찾을 수 없습니다.',
  FILE_NOT_FOUND: '요청한 파일을 찾을 수 없습니다.',
  PAGE_NOT_FOUND: '요청한 페이지를 찾을 수 없습니다.',
  METHOD_NOT_ALLOWED: '허용되지 않은 요청 방식입니다.',
  CONFLICT: '요청이 현재 상태와 충돌합니다.',
  PAYLOAD_TOO_LARGE: '요청 크기가 너무 큽니다.',
  UNSUPPORTED_MEDIA_TYPE: '지원하지 않는 요청 형식입니다.',
  TOO_MANY_REQUESTS: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  INTERNAL_ERROR: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  SERVICE_UNAVAILABLE: '서비스를 일시적으로 사용할 수 없습니다. 잠시 후 다시 시도해주세요.',
} as const;

export type ErrorCode = keyof typeof errorMessages;

/** Korean wording of a single invalid field, used to build VALIDATION_ERROR messages. */
export const validationMessages = {
  required: '필수 값입니다',
  invalidType: '형식이 올바르지 않습니다',
  tooSmall: (minimum: number | bigint) => `${minimum} 이상이어야 합니다`,
  tooBig: (maximum: number | bigint) => `${maximum} 이하여야 합니다`,
  tooShort: (minimum: number | bigint) => `${minimum}자 이상이어야 합니다`,
  tooLong: (maximum: number | bigint) => `${maximum}자 이하여야 합니다`,
  notInteger: '정수여야 합니다',
  invalidValue: (options: string) => `다음 중 하나여야 합니다: ${options}`,
  invalidFormat: '형식이 올바르지 않습니다',
  unknownKey: '알 수 없는 항목입니다',
  nulCharacter: 'NUL 문자는 사용할 수 없습니다',
  loneSurrogate: '짝이 맞지 않는 유니코드 서로게이트 문자는 사용할 수 없습니다',
  fieldPrefix: (field: string) => `${field}: `,
} as const;

/** The message of INVALID_CHARACTER by the character found (plugins/input-guard.ts): text the database cannot store. */
export const invalidCharacterMessages = {
  nul: errorMessages.INVALID_CHARACTER,
  loneSurrogate: '허용되지 않는 문자(짝이 맞지 않는 유니코드 서로게이트)가 포함되어 있습니다.',
} as const;

/** Answers of the per-client limits on /api (plugins/rate-limit.ts). */
export const rateLimitMessages = {
  retryAfter: (seconds: number) => `요청이 너무 많습니다. ${seconds}초 후에 다시 시도해주세요.`,
  tooManyAtOnce: '동시에 보낸 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** Answer of the origin check on state-changing /api requests (plugins/origin-check.ts). */
export const originCheckMessages = {
  foreignOrigin: '다른 사이트에서 보낸 요청은 처리할 수 없습니다. 스테이온 화면에서 다시 시도해주세요.',
} as const;
