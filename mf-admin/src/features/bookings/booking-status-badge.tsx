import { Badge, type BadgeTone } from '../../frame/data-table';
import type { AdminBookingStatus } from '../operations.constants';
import { bookingsMessages as t } from './bookings.messages';

const TONES: Record<AdminBookingStatus, BadgeTone> = { CONFIRMED: 'success', PENDING: 'warning', CANCELLED: 'danger' };

export function BookingStatusBadge({ status }: { status: AdminBookingStatus }) {
  return <Badge $tone={TONES[status]}>{t.status[status]}</Badge>;
}
