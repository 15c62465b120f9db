import { APPLICATION_LIMITS, APPLICATION_STATUS_LABELS, type ApplicationStatus } from 'shared-contracts/schemas';

/** Korean texts of listing applications (member-and-operations §5 "Application", §8 "Application"). */
export const APPLICATION_MESSAGES = {
  required: '필수 항목을 모두 입력해주세요.',
  coverUrl: '대표 이미지 URL 형식이 올바르지 않습니다.',
  coverTemplate: '대표 이미지 템플릿을 다시 선택해주세요.',
  businessNo: '사업자등록번호는 숫자 10자리(000-00-00000)로 입력해주세요.',
  phone: '전화번호는 숫자 9~11자리로 입력해주세요.',
  grade: '호텔 등급은 1~5성 중에서 선택해주세요.',
  region: '지역은 15개 시·도 중에서 선택해주세요.',
  tooLong: (field: string, max: number) => `${field}은(는) ${max}자 이내로 입력해주세요.`,
  roomTypesRequired: '객실 유형을 하나 이상 등록해주세요.',
  roomTypeDuplicate: '같은 객실 유형은 한 번만 등록할 수 있습니다.',
  roomNosMismatch: (type: string) => `${type} 객실 번호의 개수가 객실 수와 같아야 합니다.`,
  roomNoDuplicate: (numbers: string) => `객실 번호가 중복되었습니다: ${numbers}`,
  amenityUnknown: '선택할 수 없는 편의시설이 포함되어 있습니다.',
  pending: '이미 접수된 신청이 있습니다(already pending). 기존 신청을 확인해주세요.',
  slugConflict: '같은 이름의 호텔 또는 신청이 이미 있습니다.',
  notFound: '신청을 찾을 수 없습니다.',
  notEditable: '추가정보요청 상태의 신청만 수정해서 다시 제출할 수 있습니다.',
  illegalTransition: (from: ApplicationStatus, to: ApplicationStatus) =>
    `${APPLICATION_STATUS_LABELS[from]} 상태의 신청은 ${APPLICATION_STATUS_LABELS[to]}(으)로 바꿀 수 없습니다.`,
  memoRequired: '추가정보요청과 반려에는 사유를 입력해야 합니다.',
  memoTooLong: `사유는 ${APPLICATION_LIMITS.memo}자 이내로 입력해주세요.`,
  mailSubject: (status: ApplicationStatus) => `[스테이온] 호텔 입점 신청이 ${APPLICATION_STATUS_LABELS[status]} 상태가 되었습니다`,
} as const;
