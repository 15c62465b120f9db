import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminBookingDetail } from 'shared-contracts/schemas/admin';
import { formatDate, formatDateTime, formatWon } from 'ui-kit';
import { Table } from 'ui-kit/back-office';
import { DetailSection, Facts, Hint, Lines, Quiet, ScrollX, Timeline } from '../../frame/detail-parts';
import { AuditTrail } from '../audit-trail/audit-trail';
import { HotelStatusBadge } from '../hotels/hotel-status-badge';
import { bookingsMessages as t } from './bookings.messages';

type Props = { booking: AdminBookingDetail };

const PaymentFacts = styled(Facts)`
  margin-top: ${({ theme }) => theme.spacing.lg};
`;
const s = t.sections;
const f = t.fields;

/** 예약자: who booked, with the way to their account. */
export function GuestSection({ booking: b }: Props) {
  return (
    <DetailSection id="booking-guest" title={s.guest}>
      <Facts>
        <dt>{f.loginId}</dt>
        <dd>
          <Link to={`/admin/users/${b.guest.id}`}>{b.guest.loginId}</Link>
        </dd>
        <dt>{f.name}</dt>
        <dd>{b.guest.name}</dd>
        <dt>{f.email}</dt>
        <dd>{b.guest.email}</dd>
        <dt>{f.phone}</dt>
        <dd>{b.guest.phone ?? '–'}</dd>
      </Facts>
    </DetailSection>
  );
}

/** 숙소와 일정: the hotel (and whether it is suspended), the room, the dates and the lead guest. */
export function StaySection({ booking: b }: Props) {
  return (
    <DetailSection id="booking-stay" title={s.stay}>
      <Facts>
        <dt>{f.hotel}</dt>
        <dd>
          <Link to={`/admin/hotels/${b.hotelId}`}>{b.hotelName}</Link>
        </dd>
        <dt>{f.hotelStatus}</dt>
        <dd>
          <HotelStatusBadge status={b.hotelStatus} />
        </dd>
        <dt>{f.address}</dt>
        <dd>{b.hotelAddress}</dd>
        {b.hotelPhone ? (
          <>
            <dt>{f.hotelPhone}</dt>
            <dd>{b.hotelPhone}</dd>
          </>
        ) : null}
        <dt>{f.room}</dt>
        <dd>{b.roomTypeName}</dd>
        <dt>{f.dates}</dt>
        <dd>{t.stayDates(formatDate(b.checkIn), formatDate(b.checkOut), b.nights)}</dd>
        <dt>{f.guests}</dt>
        <dd>{t.guests(b.guests)}</dd>
        <dt>{f.lead}</dt>
        <dd>{[b.leadName, b.leadPhone].filter(Boolean).join(' · ')}</dd>
        {b.cancelledAt ? (
          <>
            <dt>{f.cancelledAt}</dt>
            <dd>{formatDateTime(b.cancelledAt)}</dd>
            <dt>{f.cancelReason}</dt>
            <dd>{b.cancelReason ?? '–'}</dd>
          </>
        ) : null}
      </Facts>
    </DetailSection>
  );
}

/** 요금과 결제: nightly prices, the coupon, what was paid, the payment's state and the refunds' total. */
export function MoneySection({ booking: b }: Props) {
  return (
    <DetailSection id="booking-money" title={s.money}>
      <Table>
        <caption>{t.nightly}</caption>
        <thead>
          <tr>
            <th scope="col">{t.night}</th>
            <th scope="col">{t.price}</th>
          </tr>
        </thead>
        <tbody>
          {b.nightly.map((night) => (
            <tr key={night.date}>
              <td>{formatDate(night.date)}</td>
              <td>{formatWon(night.price)}</td>
            </tr>
          ))}
          {b.coupon ? (
            <tr>
              <td>{t.coupon(b.coupon.title)}</td>
              <td>-{formatWon(b.discount)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{t.paid}</th>
            <td>
              <strong>{formatWon(b.totalAmount)}</strong>
            </td>
          </tr>
        </tbody>
      </Table>
      <PaymentFacts>
        <dt>{f.paymentStatus}</dt>
        <dd>{b.paymentStatus ? (t.paymentStatus[b.paymentStatus] ?? b.paymentStatus) : t.noPayment}</dd>
        {b.payment ? (
          <>
            <dt>{f.method}</dt>
            <dd>{b.payment.method ?? t.card}</dd>
            <dt>{f.approvedAt}</dt>
            <dd>{formatDateTime(b.payment.approvedAt)}</dd>
          </>
        ) : null}
        <dt>{f.refunded}</dt>
        <dd data-testid="booking-refunded">{formatWon(b.refundedAmount)}</dd>
      </PaymentFacts>
    </DetailSection>
  );
}

/** 박별 배정 객실: the room of each night, or 미배정. */
export function RoomsSection({ booking: b }: Props) {
  return (
    <DetailSection id="booking-rooms" title={s.rooms}>
      <ScrollX aria-label={`${t.roomsCaption} 표`}>
        <Table>
          <caption>{t.roomsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.night}</th>
              <th scope="col">{t.roomNo}</th>
            </tr>
          </thead>
          <tbody>
            {b.rooms.map((night, i) => (
              <tr key={`${night.date}-${i}`}>
                <td>{formatDate(night.date)}</td>
                <td>{night.roomNo ? t.roomLabel(night.roomNo) : t.unassigned}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollX>
    </DetailSection>
  );
}

/** 환불 and 상태 이력: money given back, and each step of the booking with who took it. */
export function HistorySections({ booking: b }: Props) {
  return (
    <>
      <DetailSection id="booking-refunds" title={s.refunds}>
        {b.refunds.length ? (
          <Lines>
            {b.refunds.map((refund) => (
              <li key={refund.at}>
                {t.refundLine(formatDateTime(refund.at), formatWon(refund.amount), refund.refundPercent)}
                {/* Not confirmed by the provider yet: retried by the server, listed under 운영 → 환불 (decision 0015). */}
                {refund.status === 'PENDING' ? (
                  <>
                    {' · '}
                    <Link to="/admin/refunds?status=ALL">{t.refundPending}</Link>
                  </>
                ) : null}
              </li>
            ))}
          </Lines>
        ) : (
          <Quiet>{t.noRefunds}</Quiet>
        )}
      </DetailSection>
      <DetailSection id="booking-history" title={s.history}>
        <Timeline>
          {b.history.map((step) => (
            <li key={`${step.at}-${step.to}`}>
              <strong>{t.historyStatus[step.to] ?? step.to}</strong>
              <span>
                <time dateTime={step.at}>{formatDateTime(step.at)}</time>
                {step.byRole ? ` · ${t.byRole[step.byRole] ?? step.byRole}` : ''}
              </span>
              {step.reason ? <p>{step.reason}</p> : null}
            </li>
          ))}
        </Timeline>
      </DetailSection>
    </>
  );
}

/** 취소 규정: the hotel's tiers (an administrator's cancellation refunds everything whatever they say). */
export function PolicySection({ booking: b }: Props) {
  return (
    <DetailSection id="booking-policy" title={s.policy}>
      {b.nonRefundable ? <Quiet>{t.nonRefundable}</Quiet> : null}
      <Lines>
        {b.policy.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Lines>
      <Hint>{t.deadline}</Hint>
    </DetailSection>
  );
}

export function AuditSection({ booking: b }: Props) {
  return (
    <DetailSection id="booking-audit" title={s.audit}>
      <AuditTrail entries={b.audit} />
    </DetailSection>
  );
}
