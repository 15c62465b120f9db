import type { InventoryBulkResult, InventoryRegisterResult } from 'shared-contracts/schemas/owner';
import { INVENTORY_LIMITS } from '../owner.constants';

const n = (value: number) => value.toLocaleString('ko-KR');

/**
 * Texts of the inventory calendar (member-and-operations §2 "Owner inventory", §5 "Owner inventory register",
 * "Bulk apply", "Day editor", §8 "Owner"); the spec's English texts in natural Korean.
 */
export const inventoryMessages = {
  title: '재고·요금',
  description: '날짜별 객실 수와 요금, 판매 상태를 관리합니다. 바꾼 내용은 검색과 호텔 페이지에 바로 반영됩니다.',
  modes: { overview: '2주 한눈에 보기', byType: '객실 유형별' },
  modesLabel: '보기 방식',
  register: '기간 등록',
  status: { OPEN: '판매중', CLOSED: '판매 중지', SOLD_OUT: '매진' },
  sellable: '판매 가능',
  notSellable: '판매 불가',
  noData: '데이터 없음',
  remaining: (remaining: number, total: number) => `${n(remaining)}/${n(total)}`,
  remainingLabel: (remaining: number, total: number) => `남은 객실 ${n(remaining)}/${n(total)}`,
  past: '지난 날짜',
  today: '오늘',
  // Overview
  overviewLabel: (from: string, to: string) => `${from} ~ ${to} 재고`,
  previousWeeks: '이전 2주',
  nextWeeks: '다음 2주',
  thisWeek: '이번 주',
  weekLabel: (index: number) => (index === 0 ? '첫째 주' : '둘째 주'),
  overviewLoading: '재고를 불러오는 중',
  overviewFailed: '재고를 불러오지 못했습니다.',
  noRoomTypes: '등록된 객실 유형이 없습니다.',
  cellLabel: (day: string, type: string, detail: string) => `${day} ${type} ${detail}`,
  editHint: '수정',
  // By type
  roomType: '객실 유형',
  from: '시작일',
  to: '종료일',
  search: '조회',
  selectRoomTypeFirst: '객실 유형을 먼저 선택하세요.',
  rangeReversed: '종료일은 시작일보다 빠를 수 없습니다.',
  rangeTooLong: `조회 기간은 ${INVENTORY_LIMITS.maxRangeDays}일 이내로 지정해주세요.`,
  gridCaption: (type: string, from: string, to: string) => `${type} ${from} ~ ${to} 주간 재고`,
  noWeeks: '이번 주 이후의 날짜가 없습니다. 기간을 바꿔 조회하세요.',
  // Bulk apply
  bulkTitle: '일괄 적용',
  bulkHint: (from: string, to: string) =>
    `조회한 기간(${from} ~ ${to}) 중 고른 요일에 적용합니다. 비워 둔 항목은 바꾸지 않고, 지난 날짜와 30일 이후는 적용하지 않습니다.`,
  weekdays: '요일',
  allotment: '총 객실 수',
  price: '1박 요금(원)',
  statusField: '판매 상태',
  noChange: '변경 안 함',
  apply: '적용',
  matching: (count: number) => `적용될 날짜 ${n(count)}일`,
  matchingMark: '적용 대상',
  entirelyPast: '선택한 기간이 모두 지난 날짜입니다.',
  nothingToChange: '바꿀 항목(총 객실 수, 요금, 판매 상태)을 하나 이상 입력하세요.',
  bulkApplied: '적용 완료 (지난 날짜 제외)',
  bulkDetail: (r: InventoryBulkResult) =>
    [`${n(r.updated)}일 변경`, r.skippedMissing ? `재고 없는 ${n(r.skippedMissing)}일 제외` : '', r.skippedOutOfRange ? `30일 이후 ${n(r.skippedOutOfRange)}일 제외` : '']
      .filter(Boolean)
      .join(' · '),
  failed: (detail: string) => `실패: ${detail}`,
  // Register
  registerTitle: '기간 재고 등록',
  registerHint: '오늘부터 30일 이내의 날짜에 객실 수와 요금을 한 번에 등록합니다.',
  roomTypes: '객실 유형',
  overwrite: '이미 등록된 날짜도 덮어쓰기',
  selectedDays: (days: number, types: number) => `선택한 날짜 ${n(days)}일${types > 1 ? ` × 객실 유형 ${n(types)}개` : ''}`,
  selectRoomTypes: '등록할 객실 유형을 선택하세요.',
  registerRange: '등록 기간은 오늘부터 30일 이내입니다.',
  submitRegister: '등록',
  registered: '등록 완료',
  registerSummary: (r: InventoryRegisterResult) =>
    `새로 등록 ${n(r.created)}건 · 덮어씀 ${n(r.updated)}건 · 이미 있어 건너뜀 ${n(r.skippedExisting)}건 · 기간 밖 ${n(r.skippedOutOfRange)}건`,
  summaryTerms: { created: '새로 등록', updated: '덮어씀', skippedExisting: '이미 있어 건너뜀', skippedOutOfRange: '기간 밖이라 건너뜀' },
  registerFailed: (detail: string) => `등록 실패: ${detail}`,
  close: '닫기',
  cancel: '취소',
  // Day editor
  dayTitle: (day: string, type: string) => `${day} ${type}`,
  save: '저장',
  pastNotEditable: '지난 날짜는 수정할 수 없습니다.',
  newDayAllotment: '새 날짜를 만들 때는 총 객실 수가 1 이상이어야 합니다.',
  newDayNote: '아직 재고가 없는 날짜입니다. 저장하면 새로 만듭니다.',
  soldOutNote: '남은 객실이 0이 되면 자동으로 매진(SOLD_OUT)으로 표시됩니다.',
  bookedNote: (booked: number) => `예약·결제 대기 중인 객실 ${n(booked)}실 (총 객실 수는 이보다 적게 줄일 수 없습니다)`,
  numberRequired: '0 이상의 숫자를 입력하세요.',
  dayUpdated: '재고를 수정했습니다.',
  editFailed: (detail: string) => `수정 실패: ${detail}`,
  // Who holds the rooms of a night
  occupantsToggle: '누가 이 객실을 쓰나요',
  occupantsTitle: (night: string) => `${night} 객실을 쓰는 예약`,
  occupantsLoading: '객실을 쓰는 예약을 불러오는 중',
  occupantsFailed: '객실을 쓰는 예약을 불러오지 못했습니다.',
  occupantsEmpty: '이 날 예약되거나 결제 대기 중인 객실이 없습니다.',
  occupantsSummary: (booked: number, bookings: number, holds: number) =>
    `예약·결제 대기 중인 객실 ${n(booked)}실: ${[bookings ? `확정 예약 ${n(bookings)}실` : '', holds ? `결제 대기 ${n(holds)}실` : ''].filter(Boolean).join(', ')}`,
  occupantsCaption: '이 날 묵는 예약',
  occupantColumns: { bookingNo: '예약번호', leadName: '대표 투숙객', checkIn: '체크인', status: '상태' },
  occupantStay: (checkIn: string, nights: number) => `${checkIn} · ${n(nights)}박`,
  occupantStatus: { CONFIRMED: '확정', PENDING: '대기', CANCELLED: '취소' },
  occupantRooms: (rooms: number) => `${n(rooms)}실`,
  holdsTitle: '결제 대기',
  holdLine: (rooms: number, until: string) => `결제 대기 중 ${n(rooms)}실, ${until}까지`,
  holdNote: '결제가 끝나지 않으면 만료 시각에 객실이 돌아옵니다. 결제 대기 중인 회원 정보는 보이지 않습니다.',
  toBooking: (bookingNo: string) => `예약 관리에서 ${bookingNo} 보기`,
} as const;
