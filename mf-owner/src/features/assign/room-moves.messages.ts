/** Texts of the room board's guest actions: 객실 이동 and 배정 취소 (issue 24 item 1; decision 0021). */
export const roomMovesMessages = {
  columns: { room: '객실', floor: '층', type: '유형', housekeeping: '청소 상태', guest: '투숙객', manage: '관리' },
  move: '객실 이동',
  moveLabel: (roomNo: string, leadName: string) => `${roomNo}호 ${leadName} 님 객실 이동`,
  unassign: '배정 취소',
  unassignLabel: (roomNo: string, leadName: string) => `${roomNo}호 ${leadName} 님 배정 취소`,
  stayOver: '지난 숙박',
  guestLine: (bookingId: string, guests: number) => `${bookingId} · ${guests}명`,
  // Move dialog
  moveTitle: (roomNo: string, leadName: string) => `${roomNo}호 ${leadName} 님 객실 이동`,
  moveNights: (from: string, to: string, nights: number) => `옮길 숙박: ${from} ~ ${to} (${nights}박)`,
  moveNote: '같은 유형이거나 인원을 수용하는 상위 유형의 빈 객실 중 청소 완료·점검 완료된 객실로만 옮길 수 있습니다. 요금은 바뀌지 않습니다.',
  targetLegend: '옮길 객실',
  targetsLoading: '옮길 수 있는 객실을 불러오는 중',
  targetsFailed: '옮길 수 있는 객실을 불러오지 못했습니다.',
  noTargets: '이 기간에 옮길 수 있는 준비된 객실이 없습니다. 청소가 끝난 객실이 있으면 청소 상태를 먼저 바꿔주세요.',
  sameType: '같은 유형',
  upgrade: '업그레이드',
  target: (roomNo: string, type: string, capacity: number, housekeeping: string) => `${roomNo}호 · ${type} · ${capacity}명 · ${housekeeping}`,
  pickTarget: '옮길 객실을 골라주세요.',
  confirmMove: '이 객실로 이동',
  cancel: '닫기',
  moved: (from: string, to: string, nights: number) => `${from}호 → ${to}호로 옮겼습니다 (${nights}박).`,
  moveFailed: (detail: string) => `객실 이동 실패: ${detail}`,
  // Unassign dialog
  unassignTitle: (roomNo: string) => `${roomNo}호 배정을 취소할까요?`,
  unassignBody: (leadName: string, bookingId: string, from: string, to: string) =>
    `${leadName} 님(${bookingId})의 ${from} ~ ${to} 숙박에서 객실을 뺍니다. 예약은 취소되지 않으며, 도착일의 미배정 목록에서 다시 배정할 수 있습니다.`,
  confirmUnassign: '배정 취소',
  keep: '그대로 두기',
  unassigned: (roomNo: string, nights: number) => `${roomNo}호 배정을 취소했습니다 (${nights}박).`,
  unassignFailed: (detail: string) => `배정 취소 실패: ${detail}`,
  // Out of order refused
  moveFirst: (roomNo: string) => `${roomNo}호에 배정된 투숙이 있어 사용 중지할 수 없습니다. 아래 날짜의 투숙객을 먼저 다른 객실로 옮겨주세요.`,
  openNight: (date: string) => `${date} 객실 현황 보기`,
  nightsOf: (roomNo: string) => `${roomNo}호에 배정된 날짜`,
} as const;
