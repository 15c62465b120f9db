import styled from 'styled-components';
import type { OwnerBookingDetail } from 'shared-contracts/schemas/owner';
import { formatDate, formatDateTime, formatWon } from 'ui-kit';
import { Badge, Table, type BadgeTone } from 'ui-kit/back-office';
import { bookingDetailMessages as t } from './booking-detail.messages';
import { bookingsMessages } from './bookings.messages';

const TONES: Record<OwnerBookingDetail['status'], BadgeTone> = { CONFIRMED: 'success', PENDING: 'warning', CANCELLED: 'danger' };

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.lg};

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** Label and value pairs: side by side from the `sm` width, stacked on a phone. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 8em minmax(0, 1fr);
    dd {
      margin: 0;
    }
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const History = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li + li {
    margin-top: ${({ theme }) => theme.spacing.xs};
  }
`;

const statusWord = (status: OwnerBookingDetail['status']) => bookingsMessages.status[status];
const roleWord = (role: string | null) => (role ? (t.byRole[role] ?? role) : t.bySystem);

/** The booking whole, as its owner sees it: stay, guests, money, nights and rooms, the status history. */
export function BookingDetailView({ detail }: { detail: OwnerBookingDetail }) {
  const f = t.fields;
  return (
    <>
      <Section aria-labelledby="owner-booking-section-booking">
        <h3 id="owner-booking-section-booking">{t.sections.booking}</h3>
        <Facts>
          <dt>{f.status}</dt>
          <dd>
            <Badge $tone={TONES[detail.status]}>{statusWord(detail.status)}</Badge>
          </dd>
          <dt>{f.bookedAt}</dt>
          <dd>{formatDateTime(detail.createdAt)}</dd>
          <dt>{f.roomType}</dt>
          <dd>{detail.roomTypeName}</dd>
          <dt>{f.stay}</dt>
          <dd>{t.stay(formatDate(detail.checkIn), formatDate(detail.checkOut), detail.nights)}</dd>
          <dt>{f.guests}</dt>
          <dd>{t.guests(detail.guests)}</dd>
          {detail.cancelledAt ? (
            <>
              <dt>{f.cancelledAt}</dt>
              <dd>{formatDateTime(detail.cancelledAt)}</dd>
              <dt>{f.cancelReason}</dt>
              <dd>{detail.cancelReason ?? '-'}</dd>
            </>
          ) : null}
        </Facts>
      </Section>

      <Section aria-labelledby="owner-booking-section-guest">
        <h3 id="owner-booking-section-guest">{t.sections.guest}</h3>
        <Facts>
          <dt>{f.member}</dt>
          <dd>
            {detail.guest.name} <Muted>{detail.guest.loginId}</Muted>
          </dd>
          <dt>{f.leadName}</dt>
          <dd>{detail.leadName}</dd>
          <dt>{f.leadPhone}</dt>
          <dd>{detail.leadPhone ? <a href={`tel:${detail.leadPhone.replace(/[^\d+]/g, '')}`}>{detail.leadPhone}</a> : t.noPhone}</dd>
        </Facts>
      </Section>

      <Section aria-labelledby="owner-booking-section-payment">
        <h3 id="owner-booking-section-payment">{t.sections.payment}</h3>
        <Facts>
          <dt>{f.subtotal}</dt>
          <dd>{formatWon(detail.subtotal)}</dd>
          <dt>{f.coupon}</dt>
          <dd>{detail.coupon ? `${detail.coupon.title} −${formatWon(detail.coupon.amount)}` : t.noCoupon}</dd>
          <dt>{f.total}</dt>
          <dd data-testid="owner-booking-paid">{detail.paidAt ? formatWon(detail.paidAmount) : `${formatWon(detail.totalAmount)} (${t.notPaid})`}</dd>
          {detail.paidAt ? (
            <>
              <dt>{f.paidAt}</dt>
              <dd>{formatDateTime(detail.paidAt)}</dd>
            </>
          ) : null}
          <dt>{f.refunded}</dt>
          <dd data-testid="owner-booking-refunded">
            {formatWon(detail.refundedAmount)}
            {detail.refunds.map((refund) => (
              <Muted as="span" key={refund.at} style={{ display: 'block' }}>
                {t.refundLine(formatWon(refund.amount), refund.refundPercent)} · {refund.status === 'SUCCEEDED' ? t.refundDone : t.refundPending}
              </Muted>
            ))}
          </dd>
        </Facts>
      </Section>

      <Section aria-labelledby="owner-booking-section-nights">
        <h3 id="owner-booking-section-nights">{t.sections.nights}</h3>
        <Table>
          <caption>{t.nightsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.nightColumns.date}</th>
              <th scope="col">{t.nightColumns.price}</th>
              <th scope="col">{t.nightColumns.room}</th>
            </tr>
          </thead>
          <tbody>
            {detail.nightly.map((night, index) => (
              <tr key={`${night.date}-${index}`}>
                <td className="nowrap">{formatDate(night.date)}</td>
                <td className="nowrap">{formatWon(night.price)}</td>
                <td>{detail.rooms.find((room) => room.date === night.date)?.roomNo ?? t.unassigned}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>

      <Section aria-labelledby="owner-booking-section-history">
        <h3 id="owner-booking-section-history">{t.sections.history}</h3>
        <History>
          {detail.history.map((step, index) => (
            <li key={`${step.at}-${index}`}>
              {formatDateTime(step.at)} ·{' '}
              {step.from ? `${statusWord(step.from)} → ${statusWord(step.to)}` : `${t.historyStart} (${statusWord(step.to)})`}
              {step.from ? <Muted> · {roleWord(step.byRole)}</Muted> : null}
              {step.reason ? <Muted> · {step.reason}</Muted> : null}
            </li>
          ))}
        </History>
      </Section>
    </>
  );
}
