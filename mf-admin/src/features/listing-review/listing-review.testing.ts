import type { AdminApplicationDetail } from 'shared-contracts/schemas/support';

// Test data of the hotel audit pages, shared by listing-review.test.tsx and application-review.test.tsx
// (not a test file itself: jest only runs *.test.ts(x)).

/** An application as the admin API answers it (two room types, submitted by member0009), with `over` applied. */
export const application = (id: number, over: Partial<AdminApplicationDetail> = {}): AdminApplicationDetail => ({
  id,
  hotelName: `호텔 ${id}`,
  address1: '부산광역시 해운대구 해운대해변로 1',
  address2: '본관',
  status: 'PENDING',
  reviewMemo: null,
  reviewedAt: null,
  createdAt: '2030-03-10T02:00:00Z',
  ownerName: '홍길동',
  businessNo: '123-45-67890',
  phone: '010-1234-5678',
  gradeLevel: 4,
  postcode: '48099',
  region: '부산광역시',
  coverImageType: 'TEMPLATE',
  coverImageUrl: null,
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
  hotelId: null,
  applicant: { id: 9, loginId: 'member0009', name: '김민지', email: 'member0009@example.com' },
  updatedAt: '2030-03-10T02:00:00Z',
  history: [
    {
      action: 'SUBMITTED',
      status: 'PENDING',
      memo: null,
      actor: { id: 9, loginId: 'member0009', name: '김민지', role: 'ROLE_USER' },
      at: '2030-03-10T02:00:00Z',
    },
  ],
  ...over,
});

/** One page of the queue as GET /api/admin/applications answers it. */
export const page = (content: AdminApplicationDetail[], totalElements = content.length, number = 0) => ({
  content,
  page: number,
  size: 50,
  totalElements,
});
