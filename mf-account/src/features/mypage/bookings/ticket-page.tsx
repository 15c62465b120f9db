import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, formatDate, Skeleton } from 'ui-kit';
import { bookingMessages as t } from './booking.messages';
import { useMypageBookingDetailQuery } from './bookings.api';

const Voucher = styled.article`
  max-width: 420px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
  text-align: center;
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
    margin: ${({ theme }) => theme.spacing.lg} 0;
    text-align: left;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
  @media print {
    border: 0;
    .no-print {
      display: none;
    }
  }
`;

const Qr = styled.img`
  width: 200px;
  height: 200px;
  margin: ${({ theme }) => theme.spacing.md} auto;
  display: block;
`;

const Number = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
`;

/** The QR code of the booking number, drawn in the browser (no third party sees the booking). */
function useQrCode(text: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let alive = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(text, { margin: 1, width: 400, errorCorrectionLevel: 'M' }))
      .then((data) => {
        if (alive) setUrl(data);
      });
    return () => {
      alive = false;
    };
  }, [text]);
  return url;
}

/** /mypage/bookings/:id/ticket: the mobile voucher to show at the front desk, printable. */
export function TicketPage() {
  const { id = '' } = useParams();
  const { data: b } = useMypageBookingDetailQuery(id);
  const qr = useQrCode(b?.ticketAvailable ? b.bookingNo : undefined);

  if (!b) return <Skeleton height={520} />;
  // §4: a cancelled (or unpaid) booking has no voucher; its detail says why the member landed there.
  if (!b.ticketAvailable) {
    const notice = b.status === 'CANCELLED' ? t.ticketUnavailable : t.ticketUnpaid;
    return <Navigate to={`/mypage/bookings/${encodeURIComponent(b.bookingNo)}`} replace state={{ notice }} />;
  }
  return (
    <Voucher aria-labelledby="ticket-title">
      <h1 id="ticket-title">모바일 예약 확인서</h1>
      <p>체크인할 때 프런트에 보여주세요.</p>
      {qr ? <Qr src={qr} alt={`예약번호 ${b.bookingNo} QR 코드`} width={200} height={200} /> : <Skeleton width={200} height={200} />}
      <Number>{b.bookingNo}</Number>
      <dl>
        <dt>호텔</dt>
        <dd>{b.hotelName}</dd>
        <dt>주소</dt>
        <dd>{b.hotelAddress}</dd>
        <dt>전화</dt>
        <dd>{b.hotelPhone ?? '-'}</dd>
        <dt>체크인</dt>
        <dd>
          {formatDate(b.checkIn)} {t.checkInTime}
        </dd>
        <dt>체크아웃</dt>
        <dd>
          {formatDate(b.checkOut)} {t.checkOutTime}
        </dd>
        <dt>객실</dt>
        <dd>
          {b.roomTypeName} · {t.guests(b.guests)}
        </dd>
        <dt>투숙객</dt>
        <dd>{b.leadName}</dd>
      </dl>
      <div className="no-print">
        <Button onClick={() => window.print()}>인쇄하기</Button>{' '}
        <Button as={Link} to={`/mypage/bookings/${encodeURIComponent(b.bookingNo)}`} variant="secondary">
          예약 상세
        </Button>
      </div>
    </Voucher>
  );
}
