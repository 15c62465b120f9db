import { extractErrorCode, getErrorMessage, isApiError, REGIONS } from 'shared-contracts';
import {
  APPLICATION_CLIENT_MESSAGES as C,
  APPLICATION_LIMITS,
  APPLICATION_RULE_MESSAGES as R,
  APPLICATION_ROOM_DEFAULTS,
  APPLICATION_ROOM_TYPES,
  applicationProblems,
  splitRoomNos,
  type ApplicationRoomTypeCode,
} from 'shared-contracts/hotel-application';
import type { ApplicationDetail, HotelApplicationRequest } from 'shared-contracts/schemas/support';
import { hotelapplyMessages as t } from './hotelapply.messages';

export type CoverType = 'NONE' | 'TEMPLATE' | 'UPLOADED';

/** One room type row as typed (numbers stay text until sent, so a cleared box is not a 0). */
export interface RoomForm {
  /** React key only; never sent. */
  key: string;
  typeCode: ApplicationRoomTypeCode;
  roomCount: string;
  roomNos: string;
  capacity: string;
  sizeSqm: string;
  priceKrw: string;
  refundable: boolean;
  breakfast: boolean;
  policyText: string;
}

export interface ApplicationForm {
  ownerName: string;
  businessNo: string;
  phone: string;
  gradeLevel: string;
  hotelName: string;
  postcode: string;
  address1: string;
  address2: string;
  region: string;
  coverImageType: CoverType;
  coverImageUrl: string;
  coverImageTemplate: string;
  amenities: string[];
  comment: string;
  rooms: RoomForm[];
}

let keySeq = 0;
const nextKey = () => `room-${Date.now().toString(36)}-${(keySeq++).toString(36)}`;

/** The first room type not yet in the list (a type appears once), else the default. */
function freeType(rooms: readonly RoomForm[]): ApplicationRoomTypeCode {
  const used = new Set(rooms.map((r) => r.typeCode));
  return APPLICATION_ROOM_TYPES.find((code) => !used.has(code)) ?? APPLICATION_ROOM_DEFAULTS.typeCode;
}

/** A new room type row with the §5 defaults (STANDARD, 1 room, 2 guests, 20 ㎡, 100,000 won, refundable, no breakfast). */
export function newRoom(existing: readonly RoomForm[] = []): RoomForm {
  const d = APPLICATION_ROOM_DEFAULTS;
  return {
    key: nextKey(),
    typeCode: existing.length ? freeType(existing) : d.typeCode,
    roomCount: String(d.roomCount),
    roomNos: '',
    capacity: String(d.capacity),
    sizeSqm: String(d.sizeSqm),
    priceKrw: String(d.priceKrw),
    refundable: Boolean(d.refundable),
    breakfast: Boolean(d.breakfast),
    policyText: '',
  };
}

/** A copy of `room` under the next free type; room numbers are not copied (each number belongs to one room). */
export function duplicateRoom(room: RoomForm, existing: readonly RoomForm[]): RoomForm {
  return { ...room, key: nextKey(), typeCode: freeType(existing), roomNos: '' };
}

export function emptyForm(): ApplicationForm {
  return {
    ownerName: '',
    businessNo: '',
    phone: '',
    gradeLevel: '',
    hotelName: '',
    postcode: '',
    address1: '',
    address2: '',
    region: '',
    coverImageType: 'NONE',
    coverImageUrl: '',
    coverImageTemplate: '',
    amenities: [],
    comment: '',
    rooms: [newRoom()],
  };
}

/** The form of an application the reviewers sent back (NEEDS_INFO), to edit and resubmit. */
export function formFromDetail(detail: ApplicationDetail): ApplicationForm {
  return {
    ownerName: detail.ownerName,
    businessNo: detail.businessNo,
    phone: detail.phone,
    gradeLevel: String(detail.gradeLevel),
    hotelName: detail.hotelName,
    postcode: detail.postcode ?? '',
    address1: detail.address1,
    address2: detail.address2 ?? '',
    region: detail.region,
    coverImageType: detail.coverImageType,
    coverImageUrl: detail.coverImageUrl ?? '',
    coverImageTemplate: detail.coverImageTemplate ?? '',
    amenities: detail.amenitiesCsv.split(',').filter(Boolean),
    comment: detail.comment ?? '',
    rooms: detail.roomsJson.map((room) => ({
      key: nextKey(),
      typeCode: room.typeCode,
      roomCount: String(room.roomCount),
      roomNos: room.roomNos.join(', '),
      capacity: String(room.capacity),
      sizeSqm: String(room.sizeSqm),
      priceKrw: String(room.priceKrw),
      refundable: room.refundable === 1,
      breakfast: room.breakfast === 1,
      policyText: room.policyText,
    })),
  };
}

/** Text to number: blank (or not a number) is NaN, which the rules report as out of range. */
const num = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(/,/g, '')));

/** The request body (§3): an empty URL means no cover; the amenities in the list's order. */
export function toPayload(form: ApplicationForm): HotelApplicationRequest {
  const coverImageType: CoverType = form.coverImageType === 'UPLOADED' && !form.coverImageUrl.trim() ? 'NONE' : form.coverImageType;
  return {
    ownerName: form.ownerName.trim(),
    businessNo: form.businessNo.trim(),
    phone: form.phone.trim(),
    gradeLevel: Number(form.gradeLevel) || 0,
    hotelName: form.hotelName.trim(),
    address1: form.address1.trim(),
    address2: form.address2.trim() || null,
    postcode: form.postcode.trim() || null,
    region: form.region,
    coverImageType,
    coverImageUrl: coverImageType === 'UPLOADED' ? form.coverImageUrl.trim() : null,
    coverImageTemplate: coverImageType === 'TEMPLATE' ? form.coverImageTemplate : null,
    amenitiesCsv: form.amenities.join(','),
    comment: form.comment.trim() || null,
    roomsJson: form.rooms.map((room) => ({
      typeCode: room.typeCode,
      roomCount: num(room.roomCount),
      roomNos: splitRoomNos(room.roomNos),
      capacity: num(room.capacity),
      sizeSqm: num(room.sizeSqm),
      priceKrw: num(room.priceKrw),
      refundable: room.refundable ? 1 : 0,
      breakfast: room.breakfast ? 1 : 0,
      policyText: room.policyText.trim(),
    })),
  };
}

/**
 * The §5 problems of the form, keyed by the id of the control that shows each (first problem first). Required
 * fields get a short text under the control; the form's alert says the first problem's own text.
 */
export function formProblems(form: ApplicationForm): { field: string; message: string; inline: string }[] {
  // (A blank URL is simply no cover; a template chosen without picking one is the template list's problem.)
  return applicationProblems(toPayload(form)).map((problem) => {
    const field = problem.field.replace(
      /^roomsJson\.(\d+)\.(\w+)$/,
      (_all, i: string, name: string) => `room-${form.rooms[Number(i)]?.key ?? i}-${name}`,
    );
    return { field, message: problem.message, inline: problem.message === R.required ? t.requiredField : problem.message };
  });
}

/** The region an address starts with ('부산광역시 …', '부산 …'), to preselect it. */
export function regionOfAddress(address: string): string | null {
  const first = address.trim().split(/\s+/)[0] ?? '';
  if (!first) return null;
  const region = REGIONS.find((r) => r.name === first || r.shortName === first || (first.startsWith(r.shortName) && first.length <= r.name.length));
  return region?.name ?? null;
}

export type SubmitFailure = { kind: 'pending' | 'slug' | 'conflict' | 'other'; message: string };

/**
 * §8 "Application": a 409 whose code is PENDING or whose text says pending/already → 'already received' (and the
 * member is taken to their applications); a slug/canonical conflict → 'change the name a little'; any other 409 →
 * '중복/충돌로 신청이 실패했어요' with the server's text; anything else → the server's text, else the generic one.
 */
export function submitFailure(error: unknown): SubmitFailure {
  const body = isApiError(error) ? error.body : undefined;
  const serverText = body === undefined ? '' : getErrorMessage(body, '');
  if (isApiError(error) && error.status === 409) {
    const code = extractErrorCode(body) ?? '';
    if (code === 'PENDING' || /pending|already/i.test(serverText)) return { kind: 'pending', message: C.pending };
    if (/slug|canonical/i.test(`${code} ${serverText}`)) return { kind: 'slug', message: C.slugConflict };
    return { kind: 'conflict', message: C.conflict(serverText) };
  }
  if (isApiError(error)) return { kind: 'other', message: serverText || C.failed };
  return { kind: 'other', message: C.failed };
}

export const ROOM_TYPE_LIMIT = APPLICATION_LIMITS.roomTypes;
