import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { addDays } from '../../clock';
import { bookings, hotels, regions, roomTypes, users } from '../../db/schema';
import { TEST_TODAY } from '../../testing/test-clock';

/*
 * Test world for the review tests (no demo seed). Today is TEST_TODAY.
 * Hotels 1, 2 ACTIVE (room types 11 / 21), 3 SUSPENDED (31). Users 1 A, 2 B, 3 C (withdrawn), 4 D (no stays).
 * Bookings (CONFIRMED unless said):
 *   101 A @1 checkOut today        102 A @1 checkOut D-10       103 A @1 checkOut D+1 (still staying)
 *   104 A @1 CANCELLED, past       105 B @1 checkOut D-3        106 A @2 checkOut D-5
 *   107 C @1 checkOut D-20         108 A @3 checkOut D-4
 */
export const D = (n: number) => addDays(TEST_TODAY, n);

const stay = (id: number, userId: number, hotelId: number, checkOut: string, status: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED') => ({
  id,
  bookingNo: `HBTEST-${id}`,
  userId,
  hotelId,
  roomTypeId: hotelId * 10 + 1,
  checkIn: addDays(checkOut, -2),
  checkOut,
  nights: 2,
  guests: 2,
  leadName: '투숙객',
  subtotal: 200000,
  totalAmount: 200000,
  status,
});

export async function resetReviewWorld(app: FastifyInstance): Promise<void> {
  await app.db.execute(sql`truncate review_reports, review_photos, reviews, bookings, room_types, hotels, regions, users restart identity cascade`);
  await app.db.insert(regions).values([{ id: 1, code: 'seoul', name: '서울특별시', shortName: '서울', avgPrice: 120000 }]);
  await app.db.insert(hotels).values([
    { id: 1, name: '서울 그랜드 호텔', regionId: 1, address1: '서울특별시 중구 세종대로 1', gradeLevel: 5 },
    { id: 2, name: '강남 스테이', regionId: 1, address1: '서울특별시 강남구 테헤란로 3', gradeLevel: 3 },
    { id: 3, name: '폐업 호텔', regionId: 1, address1: '서울특별시 중구 폐업로 8', gradeLevel: 4, status: 'SUSPENDED' },
  ]);
  await app.db.insert(roomTypes).values(
    [1, 2, 3].map((hotelId) => ({
      id: hotelId * 10 + 1,
      hotelId,
      typeCode: 'DELUXE' as const,
      name: '디럭스 더블',
      capacity: 2,
      areaSqm: 26,
      basePrice: 100000,
    })),
  );
  await app.db.insert(users).values([
    { id: 1, loginId: 'reviewer01', email: 'a@example.com', name: '김가나', profileImageType: 'TEMPLATE', profileImageTemplate: 'T2' },
    {
      id: 2,
      loginId: 'reviewer02',
      email: 'b@example.com',
      name: '이라마',
      profileImageType: 'UPLOADED',
      profileImageUrl: '/api/images/profiles/b.webp',
    },
    { id: 3, loginId: 'reviewer03', email: 'c@example.com', name: '박탈퇴', deletedAt: new Date('2030-03-01T00:00:00Z') },
    { id: 4, loginId: 'reviewer04', email: 'd@example.com', name: '최없음' },
    // A hotel owner (the role is the account's, not the token's: every request reads it).
    { id: 5, loginId: 'owner05', email: 'o@example.com', name: '정주인', role: 'ROLE_OWNER' },
  ]);
  await app.db
    .insert(bookings)
    .values([
      stay(101, 1, 1, D(0)),
      stay(102, 1, 1, D(-10)),
      stay(103, 1, 1, D(1)),
      stay(104, 1, 1, D(-7), 'CANCELLED'),
      stay(105, 2, 1, D(-3)),
      stay(106, 1, 2, D(-5)),
      stay(107, 3, 1, D(-20)),
      stay(108, 1, 3, D(-4)),
    ]);
}

export interface Tokens {
  a: string;
  b: string;
  d: string;
  owner: string;
}

export async function reviewTokens(app: FastifyInstance): Promise<Tokens> {
  const sign = (sub: number, loginId: string, role: 'ROLE_USER' | 'ROLE_OWNER' = 'ROLE_USER') =>
    app.accessTokens.sign({ sub, role, loginId, name: loginId });
  return {
    a: await sign(1, 'reviewer01'),
    b: await sign(2, 'reviewer02'),
    d: await sign(4, 'reviewer04'),
    owner: await sign(5, 'owner05', 'ROLE_OWNER'),
  };
}

export interface FilePart {
  field?: string;
  filename: string;
  contentType?: string;
  bytes: Buffer;
}

/**
 * A multipart/form-data request body, as a browser's FormData sends it (fields first, in append order);
 * `filesFirst` sends the files before the fields, as a hand-made client may.
 */
export function multipart(fields: Record<string, string>, files: FilePart[] = [], filesFirst = false): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = '----reviewtest7MA4YWxkTrZu0gW';
  const fieldChunks: Buffer[] = [];
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    fieldChunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (!filesFirst) chunks.push(...fieldChunks);
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photo'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  if (filesFirst) chunks.push(...fieldChunks);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });
