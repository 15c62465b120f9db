/** Texts of an entity's audit trail on the booking and hotel pages (docs/back-office.md §2, §3). */
export const auditTrailMessages = {
  empty: '기록된 변경이 없습니다.',
  changes: '변경 내용',
  before: '이전',
  after: '이후',
  none: '없음',
  actor: (name: string, loginId: string, role: string) => `${name} (${loginId}) · ${role}`,
  target: (entity: string, name: string | null, id: string) => (name ? `${entity} ${name}` : `${entity} #${id}`),
  rooms: (before: string | null, after: string | null) => `객실 ${before ?? '배정 없음'} → ${after ?? '배정 없음'}`,
  roles: { ROLE_ADMIN: '관리자', ROLE_OWNER: '사장님', ROLE_USER: '회원' } as Record<string, string>,
} as const;
