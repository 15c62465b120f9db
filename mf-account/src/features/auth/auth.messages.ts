import { AUTH_MESSAGES } from 'shared-contracts/member-area';

// Texts of the account screens that shared-contracts' AUTH_MESSAGES (the spec's rule messages, shared
// with the api) does not hold: labels, buttons, hints. Reviewed and changed here only.
export const authMessages = {
  login: {
    title: '로그인',
    loginId: '아이디',
    password: '비밀번호',
    showPassword: '비밀번호 보기',
    hidePassword: '비밀번호 숨기기',
    show: '보기',
    hide: '숨기기',
    rememberId: '아이디 저장',
    submit: '로그인',
    submitting: '로그인 중',
    signup: '회원가입',
    findPassword: '비밀번호 찾기',
    socialHeading: '간편 로그인',
    loginIdRequired: '아이디를 입력하세요.',
    passwordRequired: '비밀번호를 입력하세요.',
    botCheckLabel: '자동화 방지 확인',
    botCheckLoading: '자동화 방지 확인을 불러오는 중입니다.',
    botCheckLoadFailed: '자동화 방지 확인을 불러오지 못했습니다. 새로고침 후 다시 시도하세요.',
  },
  social: {
    kakao: '카카오로 로그인',
    naver: '네이버로 로그인',
    google: 'Google로 로그인',
  },
  /** `/login?oauthError=<CODE>`: the codes the api's social-login callback redirects with. */
  oauthErrors: {
    ACCESS_DENIED: '소셜 로그인이 취소되었습니다.',
    PROVIDER_NOT_CONFIGURED: '해당 소셜 로그인은 아직 설정되지 않았습니다.',
    STATE_MISMATCH: '소셜 로그인 요청이 만료되었습니다. 다시 시도해주세요.',
    TOKEN_EXCHANGE_FAILED: '소셜 로그인 제공자와 통신하지 못했습니다. 잠시 후 다시 시도해주세요.',
    USERINFO_FAILED: '소셜 계정 정보를 가져오지 못했습니다. 잠시 후 다시 시도해주세요.',
    EMAIL_REQUIRED: '인증된 이메일을 제공하는 계정으로만 소셜 로그인을 할 수 있습니다.',
    /** Locked by an administrator (back office §7): the same text as the password login's 423. */
    ACCOUNT_SUSPENDED: AUTH_MESSAGES.accountSuspended,
  } as Record<string, string>,
  oauthErrorFallback: '소셜 로그인에 실패했습니다. 다시 시도해주세요.',
  signup: {
    title: '회원가입',
    intro: '가입하면 10,000원 할인 쿠폰을 바로 드려요.',
    name: '이름',
    loginId: '아이디',
    loginIdHint: '8~20자',
    checkLoginId: '중복 확인',
    password: '비밀번호',
    passwordHint: '영문, 숫자, 특수문자를 모두 포함하여 10~30자',
    passwordConfirm: '비밀번호 확인',
    email: '이메일',
    emailLocal: '이메일 아이디',
    emailDomain: '이메일 도메인',
    customDomain: '직접 입력',
    customDomainInput: '이메일 도메인 직접 입력',
    sendCode: '인증 코드 전송',
    resendIn: (seconds: number) => `재전송 (${seconds}초)`,
    code: '인증 코드',
    confirmCode: '확인',
    codeTimeLeft: (mmss: string) => `남은 시간 ${mmss}`,
    codeExpired: '인증 시간이 만료되었습니다. 인증 코드를 다시 요청하세요.',
    verified: '인증 완료',
    phone: '휴대폰 번호',
    phonePrefix: '휴대폰 번호 앞자리',
    phoneMiddle: '휴대폰 번호 가운데 4자리',
    phoneLast: '휴대폰 번호 마지막 4자리',
    gender: '성별',
    // Not among the spec's rules (it sends gender but never names its message): checked after them.
    genderRequired: '성별을 선택하세요.',
    male: '남성',
    female: '여성',
    birthDate: '생년월일',
    consent: '개인정보 수집·이용에 동의합니다. (필수)',
    consentView: '내용 보기',
    consentTitle: '개인정보 수집·이용 동의',
    consentClose: '닫기',
    consentAgree: '동의하기',
    submit: '가입하기',
    haveAccount: '이미 계정이 있으신가요?',
    toLogin: '로그인',
    slideshowLabel: '호텔 사진',
    slide: (index: number, total: number) => `호텔 사진 ${index} / ${total}`,
  },
  findPassword: {
    title: '비밀번호 찾기',
    intro: '가입한 이메일로 인증 코드를 보내드려요. 인증 후 새 비밀번호를 설정하세요.',
    email: '이메일',
    newPassword: '새 비밀번호',
    newPasswordConfirm: '새 비밀번호 확인',
    submit: '비밀번호 변경',
    backToLogin: '로그인으로 돌아가기',
  },
} as const;

/** The personal-data consent text (guest-core §9: kept until 5 days after withdrawal). */
export const CONSENT_TEXT: readonly { heading: string; body: string }[] = [
  { heading: '수집 항목', body: '이름, 아이디, 비밀번호, 이메일, 휴대폰 번호, 성별, 생년월일' },
  { heading: '수집 목적', body: '회원 식별과 가입 의사 확인, 예약·결제 안내, 고객 문의 응대, 부정 이용 방지' },
  {
    heading: '보유 및 이용 기간',
    body: '회원 탈퇴 후 5일까지 보관한 뒤 지체 없이 파기합니다. 관계 법령이 보관을 정한 정보는 그 기간 동안 보관합니다.',
  },
  { heading: '동의 거부 권리', body: '동의를 거부할 수 있으나, 거부하시면 회원가입을 할 수 없습니다.' },
];

/** 300 → '05:00'. */
export function formatMmSs(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
