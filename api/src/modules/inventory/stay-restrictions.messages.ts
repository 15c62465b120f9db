import type { StayRestrictionBreach } from './stay-restrictions';

/** Korean texts of the stay restrictions (issue 24 item 4; docs/decisions/0016), shown to guests as they are. */
export const STAY_RESTRICTION_MESSAGES = {
  minStay: (nights: number) => `최소 ${nights}박부터 예약할 수 있어요`,
  closedToArrival: '이 날짜에는 체크인할 수 없어요',
  closedToDeparture: '이 날짜에는 체크아웃할 수 없어요',
} as const;

/** The guest's reason for a broken restriction. */
export function stayRestrictionMessage(breach: StayRestrictionBreach): string {
  switch (breach.kind) {
    case 'MIN_STAY':
      return STAY_RESTRICTION_MESSAGES.minStay(breach.minStay);
    case 'CLOSED_TO_ARRIVAL':
      return STAY_RESTRICTION_MESSAGES.closedToArrival;
    case 'CLOSED_TO_DEPARTURE':
      return STAY_RESTRICTION_MESSAGES.closedToDeparture;
  }
}
