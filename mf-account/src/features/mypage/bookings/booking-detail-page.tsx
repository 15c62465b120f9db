import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, formatDate, formatDateTime, formatWon, Skeleton, visuallyHidden } from 'ui-kit';
import { TabHeading } from '../frame/tab-heading';
import { bookingMessages as t } from './booking.messages';
import { BookingStatusBadge } from './booking-status';
import { useMypageBookingDetailQuery } from './bookings.api';
import { CancelDialog } from './cancel-dialog';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.lg};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

const Caption = styled.caption`
  ${visuallyHidden}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
`;

/** Why the member landed here instead of where they asked to go (the voucher of a booking that has none). */
const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  word-break: keep-all;
`;

const STATUS_WORDS = { CONFIRMED: '예약 확정', PENDING: '결제 대기', CANCELLED: '예약 취소' } as const;

/** /mypage/bookings/:id: the whole booking, its money, its history, the hotel's cancellation policy and the refunds. */
export function BookingDetailPage() {
  const { id = '' } = useParams();
  const { data: b } = useMypageBookingDetailQuery(id);
  const [cancelling, setCancelling] = useState(false);
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;

  if (!b) {
    return (
      <div role="status" aria-busy="true">
        <Skeleton height={36} width="40%" />
        <Skeleton height={240} />
      </div>
    );
  }
  return (
    <article aria-labelledby="booking-detail-title">
      <TabHeading id="booking-detail-title">예약 상세</TabHeading>
      {typeof notice === 'string' ? <Notice role="status">{notice}</Notice> : null}
      <Actions>
        <BookingStatusBadge status={b.status} />
        {b.ticketAvailable ? (
          <Button as={Link} to={`/mypage/bookings/${encodeURIComponent(b.bookingNo)}/ticket`} size="sm" variant="secondary">
            {t.ticket}
          </Button>
        ) : null}
        <Button as={Link} to={`/mypage/bookings/${encodeURIComponent(b.bookingNo)}/receipt`} size="sm" variant="secondary">
          {t.receipt}
        </Button>
        {b.cancellable ? (
          <Button size="sm" variant="danger" onClick={() => setCancelling(true)}>
            {t.cancel}
          </Button>
        ) : null}
        <Button as={Link} to="/mypage/history" size="sm" variant="ghost">
          {t.historyLink}
        </Button>
      </Actions>
      <Section aria-labelledby="bd-stay">
        <h2 id="bd-stay">숙소와 일정</h2>
        <Facts>
          <dt>예약번호</dt>
          <dd>{b.bookingNo}</dd>
          <dt>호텔</dt>
          <dd>
            <Link to={`/hotels/${b.hotelId}`}>{b.hotelName}</Link>
          </dd>
          <dt>주소</dt>
          <dd>{b.hotelAddress}</dd>
          {b.hotelPhone ? (
            <>
              <dt>전화</dt>
              <dd>{b.hotelPhone}</dd>
            </>
          ) : null}
          <dt>객실</dt>
          <dd>{b.roomTypeName}</dd>
          <dt>일정</dt>
          <dd>
            {formatDate(b.checkIn)} {t.checkInTime} ~ {formatDate(b.checkOut)} {t.checkOutTime} ({t.nights(b.nights)})
          </dd>
          <dt>인원</dt>
          <dd>{t.guests(b.guests)}</dd>
          <dt>투숙객</dt>
          <dd>
            {b.leadName}
            {b.leadPhone ? ` · ${b.leadPhone}` : ''}
          </dd>
        </Facts>
      </Section>
      <Section aria-labelledby="bd-money">
        <h2 id="bd-money">요금과 결제</h2>
        <Table>
          <Caption>1박 요금</Caption>
          <thead>
            <tr>
              <th scope="col">숙박일</th>
              <th scope="col">요금</th>
            </tr>
          </thead>
          <tbody>
            {b.nightly.map((n) => (
              <tr key={n.date}>
                <td>{formatDate(n.date)}</td>
                <td>{formatWon(n.price)}</td>
              </tr>
            ))}
            {b.coupon ? (
              <tr>
                <td>쿠폰 ({b.coupon.title})</td>
                <td>-{formatWon(b.discount)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row">결제 금액</th>
              <td>
                <strong>{formatWon(b.totalAmount)}</strong>
              </td>
            </tr>
          </tbody>
        </Table>
        {b.payment ? (
          <Facts>
            <dt>결제 수단</dt>
            <dd>{b.payment.method ?? '카드'}</dd>
            <dt>결제 시각</dt>
            <dd>{b.payment.approvedAt ? formatDateTime(b.payment.approvedAt) : '-'}</dd>
          </Facts>
        ) : null}
      </Section>
      {b.refunds.length ? (
        <Section aria-labelledby="bd-refunds">
          <h2 id="bd-refunds">환불</h2>
          <ul>
            {b.refunds.map((r) => (
              <li key={r.at}>
                {formatDateTime(r.at)} · {formatWon(r.amount)} ({r.refundPercent}%) ·{' '}
                {r.status === 'SUCCEEDED' ? t.refundDone(r.completedAt ? formatDateTime(r.completedAt) : '') : <strong>{t.refundPending}</strong>}
              </li>
            ))}
          </ul>
          {b.refunds.some((r) => r.status === 'PENDING') ? <Notice role="status">{t.refundPendingNote}</Notice> : null}
        </Section>
      ) : null}
      <Section aria-labelledby="bd-history">
        <h2 id="bd-history">예약 상태 이력</h2>
        <ol>
          {b.history.map((h) => (
            <li key={`${h.at}-${h.to}`}>
              {formatDateTime(h.at)} · {STATUS_WORDS[h.to]}
              {h.reason ? ` (${h.reason})` : ''}
              {h.byRole === 'ROLE_OWNER' ? ' · 호텔 요청' : h.byRole === 'ROLE_ADMIN' ? ' · 운영자 처리' : ''}
            </li>
          ))}
        </ol>
      </Section>
      <Section aria-labelledby="bd-policy">
        <h2 id="bd-policy">취소 규정</h2>
        {b.nonRefundable ? <p>이 객실은 환불 불가 조건으로 판매되었습니다.</p> : null}
        <ul>
          {b.policy.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>취소는 체크인 당일 23시 59분(한국 시간)까지 할 수 있습니다.</p>
      </Section>
      {cancelling ? <CancelDialog bookingNo={b.bookingNo} hotelName={b.hotelName} onClose={() => setCancelling(false)} /> : null}
    </article>
  );
}
