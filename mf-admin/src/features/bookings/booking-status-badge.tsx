import { Badge, type BadgeTone } from 'ui-kit/back-office';
import type { AdminBookingStatus } from '../operations.constants';
import { bookingsMessages as t } from './bookings.messages';

const TONES: Record<AdminBookingStatus, BadgeTone> = { CONFIRMED: 'success', PENDING: 'warning', CANCELLED: 'danger' };

export function BookingStatusBadge({ status }: { status: AdminBookingStatus }) {
  return <Badge $tone={TONES[status]}>{t.status[status]}</Badge>;
}
