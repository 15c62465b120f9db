import { Badge, type BadgeTone } from 'ui-kit/back-office';
import { HOTEL_STATUS_LABELS, HOTEL_STATUSES, isOneOf, type HotelStatus } from '../operations.constants';

const TONES: Record<HotelStatus, BadgeTone> = { ACTIVE: 'success', SUSPENDED: 'danger', CLOSED: 'muted' };

/** 운영 중 / 정지 / 폐업; a suspended hotel's badge carries the reason as its tooltip. */
export function HotelStatusBadge({ status, reason }: { status: string; reason?: string | null }) {
  if (!isOneOf(HOTEL_STATUSES, status)) return <Badge>{status}</Badge>;
  return (
    <Badge $tone={TONES[status]} title={status === 'SUSPENDED' && reason ? reason : undefined}>
      {HOTEL_STATUS_LABELS[status]}
    </Badge>
  );
}
