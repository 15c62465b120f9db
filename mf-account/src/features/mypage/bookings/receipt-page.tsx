import { Link, useParams } from 'react-router-dom';
import { receiptAmounts } from 'shared-contracts/member-area';
import styled from 'styled-components';
import { Button, formatDate, formatDateTime, formatWon, Skeleton } from 'ui-kit';
import { useMypageBookingDetailQuery } from './bookings.api';

const Paper = styled.article`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.lg};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    font-weight: normal;
  }
  td {
    text-align: right;
  }
  @media print {
    border: 0;
    .no-print {
      display: none;
    }
  }
`;

/** /mypage/bookings/:id/receipt: a printable receipt of what was paid (and refunded). */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const { data: b } = useMypageBookingDetailQuery(id);
  if (!b) return <Skeleton height={480} />;
  // VAT on what was finally paid (shared-contracts): a refund takes its share of VAT with it once it went back; one
  // the payment provider has not confirmed yet is shown as pending and deducted from nothing.
  const money = receiptAmounts(b.totalAmount, b.refunds);
  const lastRefund = b.refunds.filter((r) => r.amount > 0 && r.status === 'SUCCEEDED').at(-1);
  return (
    <Paper aria-labelledby="receipt-title">
      <h1 id="receipt-title">영수증</h1>
      <table>
        <tbody>
          <tr>
            <th scope="row">예약번호</th>
            <td>{b.bookingNo}</td>
          </tr>
          <tr>
            <th scope="row">상호</th>
            <td>{b.hotelName}</td>
          </tr>
          <tr>
            <th scope="row">숙박</th>
            <td>
              {formatDate(b.checkIn)} ~ {formatDate(b.checkOut)} ({b.nights}박) · {b.roomTypeName}
            </td>
          </tr>
          <tr>
            <th scope="row">객실 요금</th>
            <td>{formatWon(b.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row">할인</th>
            <td>-{formatWon(b.discount)}</td>
          </tr>
          <tr>
            <th scope="row">결제 금액</th>
            <td>{formatWon(money.paid)}</td>
          </tr>
          <tr>
            <th scope="row">결제 수단</th>
            <td>
              {b.payment?.method ?? '-'} ({b.payment?.provider === 'TOSS' ? '토스페이먼츠' : '스테이온 결제'})
            </td>
          </tr>
          <tr>
            <th scope="row">결제 시각</th>
            <td>{b.payment?.approvedAt ? formatDateTime(b.payment.approvedAt) : '-'}</td>
          </tr>
          {lastRefund ? (
            <>
              <tr>
                <th scope="row">환불 금액</th>
                <td>-{formatWon(money.refunded)}</td>
              </tr>
              <tr>
                <th scope="row">환불 시각</th>
                <td>{formatDateTime(lastRefund.completedAt ?? lastRefund.at)}</td>
              </tr>
            </>
          ) : null}
          {money.pendingRefund > 0 ? (
            <tr>
              <th scope="row">환불 처리 중</th>
              <td>{formatWon(money.pendingRefund)} (완료되면 최종 결제 금액에 반영)</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">최종 결제 금액</th>
            <td>
              <strong>{formatWon(money.finalPaid)}</strong>
            </td>
          </tr>
          <tr>
            <th scope="row">공급가액</th>
            <td>{formatWon(money.supply)}</td>
          </tr>
          <tr>
            <th scope="row">부가세</th>
            <td>{formatWon(money.vat)}</td>
          </tr>
        </tbody>
      </table>
      <div className="no-print" style={{ marginTop: 16 }}>
        <Button onClick={() => window.print()}>인쇄하기</Button>{' '}
        <Button as={Link} to={`/mypage/bookings/${encodeURIComponent(b.bookingNo)}`} variant="secondary">
          예약 상세
        </Button>
      </div>
    </Paper>
  );
}
