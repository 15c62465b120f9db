import { applicationProblems } from 'shared-contracts/hotel-application';
import type { HotelApplicationRequest } from 'shared-contracts/schemas';
import { AppError } from '../../errors/app-error';
import { APPLICATION_MESSAGES as M } from './application.messages';

const bad = (message: string, field: string) => new AppError(400, 'VALIDATION_ERROR', message, [{ field, message }]);

/** The comparison key of hotel names: lower case without spaces or punctuation ("Stay On 호텔" = "stayon호텔"). */
export const nameKeyOf = (name: string) => name.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');

export interface CleanApplication extends Omit<
  HotelApplicationRequest,
  'address2' | 'postcode' | 'comment' | 'coverImageUrl' | 'coverImageTemplate' | 'amenitiesCsv'
> {
  address2: string | null;
  postcode: string | null;
  comment: string | null;
  coverImageUrl: string | null;
  coverImageTemplate: string | null;
  amenityCodes: string[];
  nameKey: string;
}

/**
 * The §5 rules on the server (the same function the form runs, shared-contracts/hotel-application): the first broken
 * rule is the 400, in Korean. Then the amenities must exist in our catalog, and the texts are trimmed; the business
 * number and phone are stored formatted.
 */
export function cleanApplication(input: HotelApplicationRequest, knownAmenities: ReadonlySet<string>): CleanApplication {
  const [problem] = applicationProblems(input);
  if (problem) throw bad(problem.message, problem.field);
  const t = (v: string | null | undefined) => (v ?? '').trim();
  const amenityCodes = [
    ...new Set(
      t(input.amenitiesCsv)
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
  if (amenityCodes.some((c) => !knownAmenities.has(c))) throw bad(M.amenityUnknown, 'amenitiesCsv');

  const businessDigits = t(input.businessNo).replace(/-/g, '');
  const phoneDigits = t(input.phone).replace(/-/g, '');
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
    coverImageUrl: input.coverImageType === 'UPLOADED' ? t(input.coverImageUrl) : null,
    coverImageTemplate: input.coverImageType === 'TEMPLATE' ? t(input.coverImageTemplate) : null,
    amenityCodes,
    roomsJson: input.roomsJson.map((room) => ({
      ...room,
      roomNos: room.roomNos.map((n) => n.trim()).filter(Boolean),
      policyText: room.policyText.trim(),
    })),
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
