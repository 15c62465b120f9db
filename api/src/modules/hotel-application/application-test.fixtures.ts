import type { HotelApplicationRequest } from 'shared-contracts/schemas';

/** A complete, valid application for the hotel name (two room types: a refundable standard, a suite with breakfast). */
export const valid = (hotelName: string): HotelApplicationRequest => ({
  ownerName: '홍길동',
  businessNo: '1234567890',
  phone: '01012345678',
  gradeLevel: 4,
  hotelName,
  address1: '부산광역시 해운대구 해운대해변로 1',
  address2: '본관',
  postcode: '48099',
  region: '부산광역시',
  coverImageType: 'TEMPLATE',
  coverImageTemplate: 'H2',
  amenitiesCsv: 'FREE_WIFI,PARKING',
  comment: '바다 전망 객실이 많습니다.',
  roomsJson: [
    {
      typeCode: 'STANDARD',
      roomCount: 3,
      roomNos: ['301', '302', '303'],
      capacity: 2,
      sizeSqm: 20,
      priceKrw: 100000,
      refundable: 1,
      breakfast: 0,
      policyText: '',
    },
    {
      typeCode: 'SUITE',
      roomCount: 2,
      roomNos: [],
      capacity: 4,
      sizeSqm: 45,
      priceKrw: 250000,
      refundable: 0,
      breakfast: 1,
      policyText: '환불 불가',
    },
  ],
});
/** A room type of the valid application with some fields changed. */
export const room = (over: Partial<HotelApplicationRequest['roomsJson'][number]> = {}) => ({ ...valid('x').roomsJson[0]!, ...over });
