// The listing application's §5 rules and input formatting (member-and-operations §5 "Application", §8): the member's
// form checks them as the server does. The statuses, limits and texts they read are in
// constants/hotel-application.constants.ts.
import {
  APPLICATION_AMENITIES,
  APPLICATION_COVER_TEMPLATES,
  APPLICATION_LIMITS,
  APPLICATION_ROOM_TYPE_LABELS,
  APPLICATION_ROOM_TYPES,
  APPLICATION_RULE_MESSAGES,
  MEMO_REQUIRED_STATUSES,
  type ApplicationRoomTypeCode,
  type ApplicationStatus,
} from '../constants/hotel-application.constants';
import { REGION_NAMES } from '../constants/regions.constants';

/** Digits of a business number formatted 3-2-5 as the user types (at most 10 digits). */
export function formatBusinessNo(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, APPLICATION_LIMITS.businessDigits);
  return [d.slice(0, 3), d.slice(3, 5), d.slice(5)].filter(Boolean).join('-');
}

/** A Korean phone number formatted as the user types (at most 11 digits): 010-1234-5678, 02-123-4567, 051-123-4567 … */
export function formatContactPhone(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, APPLICATION_LIMITS.phoneDigits);
  if (d.startsWith('02')) {
    const rest = d.slice(2);
    const mid = rest.length > 7 ? 4 : 3;
    return [d.slice(0, 2), rest.slice(0, mid), rest.slice(mid)].filter(Boolean).join('-');
  }
  const mid = d.length > 10 ? 4 : 3;
  return [d.slice(0, 3), d.slice(3, 3 + mid), d.slice(3 + mid)].filter(Boolean).join('-');
}

/** http(s) URL with a host (§5 "valid URL with protocol and host"). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Room numbers as typed: separated by commas, spaces or new lines; blanks dropped. */
export const splitRoomNos = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((n) => n.trim())
    .filter(Boolean);

export interface ApplicationRoomPayload {
  typeCode: string;
  roomCount: number;
  roomNos: readonly string[];
  capacity: number;
  sizeSqm: number;
  priceKrw: number;
  refundable: number;
  breakfast: number;
  policyText: string;
}

/** The body of POST /hotelapp and PUT /hotelapp/{id} (spec §3), as the rules read it. */
export interface ApplicationPayload {
  ownerName: string;
  businessNo: string;
  phone: string;
  gradeLevel: number;
  hotelName: string;
  address1: string;
  address2?: string | null;
  postcode?: string | null;
  region: string;
  coverImageType: 'UPLOADED' | 'TEMPLATE' | 'NONE';
  coverImageUrl?: string | null;
  coverImageTemplate?: string | null;
  amenitiesCsv?: string;
  comment?: string | null;
  roomsJson: readonly ApplicationRoomPayload[];
}

/** One broken rule: `field` names the input (`roomsJson.1.capacity` for a room type's), `message` is the §5 text. */
export interface ApplicationProblem {
  field: string;
  message: string;
}

const M = APPLICATION_RULE_MESSAGES;
const text = (value: string | null | undefined) => (value ?? '').trim();
/** Characters as a person counts them (the database counts code points too). */
const lengthOf = (value: string) => [...value].length;
const intIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
const AMENITY_CODES = new Set(APPLICATION_AMENITIES.map((a) => a.code));
const typeLabel = (code: string) => APPLICATION_ROOM_TYPE_LABELS[code as ApplicationRoomTypeCode] ?? code;

/**
 * Every broken §5 rule, in the order the form shows its fields: the required fields first (all with one message),
 * then lengths and formats, the cover, the amenities, and the room types. The form marks every field listed and
 * says the first message; the server answers 400 with the first.
 */
export function applicationProblems(input: ApplicationPayload): ApplicationProblem[] {
  const problems: ApplicationProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });

  const required: [string, string][] = [
    ['ownerName', text(input.ownerName)],
    ['businessNo', text(input.businessNo)],
    ['phone', text(input.phone)],
    ['hotelName', text(input.hotelName)],
    ['gradeLevel', input.gradeLevel ? String(input.gradeLevel) : ''],
    ['address1', text(input.address1)],
    ['region', text(input.region)],
  ];
  for (const [field, value] of required) if (!value) add(field, M.required);

  const limits: [string, string, string, number][] = [
    ['ownerName', text(input.ownerName), '대표자 이름', APPLICATION_LIMITS.ownerName],
    ['hotelName', text(input.hotelName), '호텔 이름', APPLICATION_LIMITS.hotelName],
    ['address1', text(input.address1), '주소', APPLICATION_LIMITS.address],
    ['address2', text(input.address2), '상세 주소', APPLICATION_LIMITS.address2],
    ['comment', text(input.comment), '소개', APPLICATION_LIMITS.comment],
  ];
  for (const [field, value, label, max] of limits) if (lengthOf(value) > max) add(field, M.tooLong(label, max));

  const businessDigits = text(input.businessNo).replace(/-/g, '');
  if (businessDigits && !/^\d{10}$/.test(businessDigits)) add('businessNo', M.businessNo);
  const phoneDigits = text(input.phone).replace(/-/g, '');
  if (phoneDigits && !/^0\d{8,10}$/.test(phoneDigits)) add('phone', M.phone);
  if (input.gradeLevel && !intIn(input.gradeLevel, 1, 5)) add('gradeLevel', M.grade);
  const postcode = text(input.postcode);
  if (postcode && !/^\d{5}$/.test(postcode)) add('postcode', M.postcode);
  const region = text(input.region);
  if (region && !REGION_NAMES.includes(region)) add('region', M.region);

  if (input.coverImageType === 'UPLOADED' && !isWebUrl(text(input.coverImageUrl))) add('coverImageUrl', M.coverUrl);
  if (input.coverImageType === 'TEMPLATE' && !(APPLICATION_COVER_TEMPLATES as readonly string[]).includes(text(input.coverImageTemplate))) {
    add('coverImageTemplate', M.coverTemplate);
  }

  const amenities = text(input.amenitiesCsv)
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  if (amenities.some((code) => !AMENITY_CODES.has(code))) add('amenitiesCsv', M.amenityUnknown);

  const rooms = input.roomsJson;
  if (!rooms.length) add('roomsJson', M.roomTypesRequired);
  if (rooms.length > APPLICATION_LIMITS.roomTypes) add('roomsJson', M.roomTypesTooMany);
  const seenTypes = new Set<string>();
  const allNos: string[] = [];
  rooms.forEach((room, i) => {
    const at = (name: string) => `roomsJson.${i}.${name}`;
    const label = typeLabel(room.typeCode);
    if (!(APPLICATION_ROOM_TYPES as readonly string[]).includes(room.typeCode)) add(at('typeCode'), M.roomTypeUnknown);
    else if (seenTypes.has(room.typeCode)) add(at('typeCode'), M.roomTypeDuplicate);
    seenTypes.add(room.typeCode);
    if (!intIn(room.roomCount, 1, APPLICATION_LIMITS.roomsPerType)) add(at('roomCount'), M.roomCount(label));
    const nos = room.roomNos.map((n) => n.trim()).filter(Boolean);
    if (nos.some((n) => lengthOf(n) > APPLICATION_LIMITS.roomNo)) add(at('roomNos'), M.roomNoTooLong(label));
    else if (nos.length && nos.length !== room.roomCount) add(at('roomNos'), M.roomNosMismatch(label));
    allNos.push(...nos);
    if (!intIn(room.capacity, 1, APPLICATION_LIMITS.capacity)) add(at('capacity'), M.capacity(label));
    if (!intIn(room.sizeSqm, 1, APPLICATION_LIMITS.sizeSqm)) add(at('sizeSqm'), M.sizeSqm(label));
    if (!intIn(room.priceKrw, 0, APPLICATION_LIMITS.maxPrice)) add(at('priceKrw'), M.price(label));
    if (lengthOf(text(room.policyText)) > APPLICATION_LIMITS.policyText) add(at('policyText'), M.policyTooLong(label));
  });
  const duplicates = [...new Set(allNos.filter((n, i) => allNos.indexOf(n) !== i))];
  if (duplicates.length) add('roomsJson', M.roomNoDuplicate(duplicates.slice(0, 5).join(', ')));
  return problems;
}

/** The reviewer's memo for a step: required for NEEDS_INFO and REJECTED; null when fine. */
export function memoProblem(to: ApplicationStatus, memo: string | null | undefined): string | null {
  const value = text(memo);
  if (MEMO_REQUIRED_STATUSES.includes(to) && !value) return M.memoRequired;
  if (lengthOf(value) > APPLICATION_LIMITS.memo) return M.memoTooLong;
  return null;
}
