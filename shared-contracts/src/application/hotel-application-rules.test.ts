import { ROOM_TYPE_CODES } from '../schemas/owner-inventory.schema';
import {
  APPLICATION_AMENITIES,
  APPLICATION_RULE_MESSAGES as M,
  APPLICATION_ROOM_TYPES,
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  applicationCoverTemplateUrl,
} from '../constants/hotel-application.constants';
import {
  applicationProblems,
  formatBusinessNo,
  formatContactPhone,
  memoProblem,
  splitRoomNos,
  type ApplicationPayload,
} from './hotel-application-rules';

const valid = (): ApplicationPayload => ({
  ownerName: '홍길동',
  businessNo: '123-45-67890',
  phone: '010-1234-5678',
  gradeLevel: 4,
  hotelName: '해운대 스테이',
  address1: '부산광역시 해운대구 해운대해변로 1',
  address2: '',
  postcode: '48099',
  region: '부산광역시',
  coverImageType: 'NONE',
  amenitiesCsv: 'FREE_WIFI',
  comment: '',
  roomsJson: [
    {
      typeCode: 'STANDARD',
      roomCount: 2,
      roomNos: ['201', '202'],
      capacity: 2,
      sizeSqm: 20,
      priceKrw: 100000,
      refundable: 1,
      breakfast: 0,
      policyText: '',
    },
  ],
});

describe('listing application constants', () => {
  it('offers 20 amenities and the four room types the owner screens know', () => {
    expect(APPLICATION_AMENITIES).toHaveLength(20);
    expect(new Set(APPLICATION_AMENITIES.map((a) => a.code)).size).toBe(20);
    expect([...APPLICATION_ROOM_TYPES]).toEqual([...ROOM_TYPE_CODES]);
  });

  it('has a state machine whose final states lead nowhere and whose steps stay inside the statuses', () => {
    expect(APPLICATION_TRANSITIONS.APPROVED).toEqual([]);
    expect(APPLICATION_TRANSITIONS.REJECTED).toEqual([]);
    for (const steps of Object.values(APPLICATION_TRANSITIONS)) for (const to of steps) expect(APPLICATION_STATUSES).toContain(to);
  });

  it('formats business numbers 3-2-5 and phone numbers as typed', () => {
    expect(formatBusinessNo('1234567890123')).toBe('123-45-67890');
    expect(formatBusinessNo('1234')).toBe('123-4');
    expect(formatContactPhone('01012345678')).toBe('010-1234-5678');
    expect(formatContactPhone('0212345678')).toBe('02-1234-5678');
    expect(formatContactPhone('051123456')).toBe('051-123-456');
    expect(formatContactPhone('0511234567')).toBe('051-123-4567');
    expect(formatContactPhone('010-1234-56789')).toBe('010-1234-5678');
  });

  it('splits typed room numbers and names template images', () => {
    expect(splitRoomNos(' 201, 202\n203  204,,')).toEqual(['201', '202', '203', '204']);
    expect(applicationCoverTemplateUrl('H3')).toBe('/api/images/hotels/h-03.webp');
  });
});

describe('applicationProblems', () => {
  it('passes a complete application', () => {
    expect(applicationProblems(valid())).toEqual([]);
  });

  it('takes any of the 17 시·도 by official name (제주, 세종 included) and nothing else', () => {
    expect(applicationProblems({ ...valid(), region: '제주특별자치도' })).toEqual([]);
    expect(applicationProblems({ ...valid(), region: '세종특별자치시' })).toEqual([]);
    expect(applicationProblems({ ...valid(), region: '제주' })).toEqual([{ field: 'region', message: M.region }]);
    expect(M.region).toBe('지역은 17개 시·도 중에서 선택해주세요.');
  });

  it('lists every missing required field first, with the one message', () => {
    const problems = applicationProblems({
      ...valid(),
      ownerName: ' ',
      region: '',
      gradeLevel: 0,
      businessNo: '12',
      coverImageType: 'UPLOADED',
      coverImageUrl: 'x',
    });
    expect(problems.slice(0, 3)).toEqual([
      { field: 'ownerName', message: M.required },
      { field: 'gradeLevel', message: M.required },
      { field: 'region', message: M.required },
    ]);
    expect(problems.slice(3).map((p) => p.field)).toEqual(['businessNo', 'coverImageUrl']);
  });

  it('checks the room types: at least one, each count, capacity and size at least 1, numbers matching the count', () => {
    expect(applicationProblems({ ...valid(), roomsJson: [] })).toEqual([{ field: 'roomsJson', message: M.roomTypesRequired }]);
    const room = valid().roomsJson[0]!;
    const problems = applicationProblems({
      ...valid(),
      roomsJson: [
        { ...room, roomCount: 0, roomNos: [], capacity: 0, sizeSqm: 1.5 },
        { ...room, roomNos: ['201'] },
      ],
    });
    expect(problems).toEqual([
      { field: 'roomsJson.0.roomCount', message: M.roomCount('스탠다드') },
      { field: 'roomsJson.0.capacity', message: M.capacity('스탠다드') },
      { field: 'roomsJson.0.sizeSqm', message: M.sizeSqm('스탠다드') },
      { field: 'roomsJson.1.typeCode', message: M.roomTypeDuplicate },
      { field: 'roomsJson.1.roomNos', message: M.roomNosMismatch('스탠다드') },
    ]);
  });

  it('needs a memo to ask for more information or to reject', () => {
    expect(memoProblem('NEEDS_INFO', ' ')).toBe(M.memoRequired);
    expect(memoProblem('REJECTED', null)).toBe(M.memoRequired);
    expect(memoProblem('APPROVED', '')).toBeNull();
    expect(memoProblem('UNDER_REVIEW', '가'.repeat(1001))).toBe(M.memoTooLong);
  });
});
