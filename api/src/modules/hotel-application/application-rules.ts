import { APPLICATION_LIMITS, COVER_TEMPLATES, REGION_NAMES, type HotelApplicationRequest } from 'shared-contracts/schemas';
import { AppError } from '../../errors/app-error';
import { APPLICATION_MESSAGES as M } from './application.messages';

const bad = (message: string, field: string) => new AppError(400, 'VALIDATION_ERROR', message, [{ field, message }]);

/** The comparison key of hotel names: lower case without spaces or punctuation ("Stay On 호텔" = "stayon호텔"). */
export const nameKeyOf = (name: string) => name.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');

/** http(s) URL with a host (spec §5). */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export interface CleanApplication extends Omit<HotelApplicationRequest, 'address2' | 'postcode' | 'comment' | 'coverImageUrl' | 'coverImageTemplate' | 'amenitiesCsv'> {
  address2: string | null;
  postcode: string | null;
  comment: string | null;
  coverImageUrl: string | null;
  coverImageTemplate: string | null;
  amenityCodes: string[];
  nameKey: string;
}

/**
 * The §5 rules on the server, in the order the form shows them: required fields first (one message), then formats,
 * then the room types. Texts are trimmed; the business number and phone are stored formatted.
 */
export function cleanApplication(input: HotelApplicationRequest, knownAmenities: ReadonlySet<string>): CleanApplication {
  const t = (v: string | null | undefined) => (v ?? '').trim();
  const required = [t(input.ownerName), t(input.businessNo), t(input.phone), t(input.hotelName), t(input.address1), t(input.region)];
  if (required.some((v) => !v) || !input.gradeLevel) throw bad(M.required, 'required');
  const limits: [string, string, number][] = [
    [t(input.ownerName), '대표자 이름', APPLICATION_LIMITS.ownerName],
    [t(input.hotelName), '호텔 이름', APPLICATION_LIMITS.hotelName],
    [t(input.address2), '상세 주소', APPLICATION_LIMITS.address2],
  ];
  for (const [value, field, max] of limits) if ([...value].length > max) throw bad(M.tooLong(field, max), field);

  const businessDigits = t(input.businessNo).replace(/-/g, '');
  if (!/^\d{10}$/.test(businessDigits)) throw bad(M.businessNo, 'businessNo');
  const phoneDigits = t(input.phone).replace(/-/g, '');
  if (!/^0\d{8,10}$/.test(phoneDigits)) throw bad(M.phone, 'phone');
  if (input.gradeLevel < 1 || input.gradeLevel > 5) throw bad(M.grade, 'gradeLevel');
  if (!REGION_NAMES.includes(t(input.region))) throw bad(M.region, 'region');

  let coverImageUrl: string | null = null;
  let coverImageTemplate: string | null = null;
  if (input.coverImageType === 'UPLOADED') {
    coverImageUrl = t(input.coverImageUrl);
    if (!isWebUrl(coverImageUrl)) throw bad(M.coverUrl, 'coverImageUrl');
  } else if (input.coverImageType === 'TEMPLATE') {
    coverImageTemplate = t(input.coverImageTemplate);
    if (!(COVER_TEMPLATES as readonly string[]).includes(coverImageTemplate)) throw bad(M.coverTemplate, 'coverImageTemplate');
  }

  const amenityCodes = [...new Set(t(input.amenitiesCsv).split(',').map((c) => c.trim()).filter(Boolean))];
  if (amenityCodes.some((c) => !knownAmenities.has(c))) throw bad(M.amenityUnknown, 'amenitiesCsv');

  if (!input.roomsJson.length) throw bad(M.roomTypesRequired, 'roomsJson');
  if (new Set(input.roomsJson.map((r) => r.typeCode)).size !== input.roomsJson.length) throw bad(M.roomTypeDuplicate, 'roomsJson');
  const roomsJson = input.roomsJson.map((room) => {
    const roomNos = room.roomNos.map((n) => n.trim()).filter(Boolean);
    if (roomNos.length && roomNos.length !== room.roomCount) throw bad(M.roomNosMismatch(room.typeCode), 'roomsJson');
    return { ...room, roomNos, policyText: room.policyText.trim() };
  });
  const allNos = roomsJson.flatMap((r) => r.roomNos);
  const duplicates = [...new Set(allNos.filter((n, i) => allNos.indexOf(n) !== i))];
  if (duplicates.length) throw bad(M.roomNoDuplicate(duplicates.slice(0, 5).join(', ')), 'roomsJson');

  const hotelName = t(input.hotelName);
  return {
    ...input,
    ownerName: t(input.ownerName),
    businessNo: `${businessDigits.slice(0, 3)}-${businessDigits.slice(3, 5)}-${businessDigits.slice(5)}`,
    phone: phoneDigits.startsWith('02')
      ? `02-${phoneDigits.slice(2, phoneDigits.length - 4)}-${phoneDigits.slice(-4)}`
      : `${phoneDigits.slice(0, 3)}-${phoneDigits.slice(3, phoneDigits.length - 4)}-${phoneDigits.slice(-4)}`,
    hotelName,
    nameKey: nameKeyOf(hotelName),
    address1: t(input.address1),
    address2: t(input.address2) || null,
    postcode: t(input.postcode) || null,
    region: t(input.region),
    comment: t(input.comment) || null,
    coverImageUrl,
    coverImageTemplate,
    amenityCodes,
    roomsJson,
  };
}

/**
 * Room numbers for a type that came without them: floor 2 for the first type, 3 for the next, … (201, 202, …),
 * moving up a floor while a number is already taken by another type.
 */
export function roomNumbersFor(index: number, count: number, taken: ReadonlySet<string>): string[] {
  for (let floor = index + 2; ; floor++) {
    const numbers = Array.from({ length: count }, (_, i) => `${floor}${String(i + 1).padStart(2, '0')}`);
    if (numbers.every((n) => !taken.has(n))) return numbers;
  }
}

/** The floor a room number names (its leading digits before the last two), at least 1. */
export const floorOf = (roomNo: string) => Math.max(1, Math.min(200, Number.parseInt(roomNo.replace(/\D/g, '').slice(0, -2) || '1', 10) || 1));
