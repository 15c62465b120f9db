import { formatPhone, isValidPhone, PHONE_PREFIX } from 'shared-contracts/member-area';
import { reservationMessages } from './reservation.messages';

/** The API keeps at most 50 characters of the guest's name. */
export const GUEST_NAME_MAX = 50;

export interface GuestForm {
  guestName: string;
  phone: string;
}

export type GuestErrors = Partial<Record<keyof GuestForm, string>>;

/**
 * What the phone field shows while typing: digits grouped as 010-XXXX-XXXX. Anything that is not
 * an 010 number is left as typed (digits and hyphens) so the rule message can point at it.
 */
export function formatPhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 11);
  if (!digits.startsWith(PHONE_PREFIX)) return raw.replace(/[^\d-]/g, '').slice(0, 13);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${PHONE_PREFIX}-${digits.slice(3)}`;
  return formatPhone(digits.slice(3, 7), digits.slice(7));
}

/** A stored phone in the 010-XXXX-XXXX form, or '' when it cannot be one (so it is not pre-filled wrong). */
export function phoneForPrefill(phone: string | null | undefined): string {
  if (!phone) return '';
  const formatted = formatPhoneInput(phone);
  return isValidPhone(formatted) ? formatted : '';
}

export function validateGuest(form: GuestForm): GuestErrors {
  const t = reservationMessages.guest;
  const errors: GuestErrors = {};
  const name = form.guestName.trim();
  if (name === '') errors.guestName = t.nameRequired;
  else if (name.length > GUEST_NAME_MAX) errors.guestName = t.nameTooLong(GUEST_NAME_MAX);
  const phone = form.phone.trim();
  if (phone === '') errors.phone = t.phoneRequired;
  else if (!isValidPhone(phone)) errors.phone = t.phoneFormat;
  return errors;
}
