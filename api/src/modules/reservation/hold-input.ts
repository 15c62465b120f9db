import { addDays } from '../../clock';
import { AppError } from '../../errors/app-error';
import { RESERVATION_MESSAGES as M } from './reservation.messages';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2030-02-30 is refused, not rolled over). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The stay's nights [checkIn, checkOut) as dates. */
export function stayDates(checkIn: string, nights: number): string[] {
  return Array.from({ length: nights }, (_, i) => addDays(checkIn, i));
}

/** 010-1234-5678 from "01012345678" or "010-1234-5678"; blank → null; anything else is a 400. */
export function normalisePhone(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim();
  if (!trimmed) return null;
  const digits = trimmed.replace(/[\s-]/g, '');
  if (!/^010\d{8}$/.test(digits)) throw new AppError(400, 'VALIDATION_ERROR', M.invalidPhone);
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

export function normaliseName(name: string | null | undefined): string | null {
  const trimmed = name?.trim().replace(/\s+/g, ' ');
  return trimmed ? trimmed : null;
}

/** Blank coupon codes mean "no coupon". */
export function normaliseCouponCode(code: string | null | undefined): string | null {
  const trimmed = code?.trim();
  return trimmed ? trimmed : null;
}
