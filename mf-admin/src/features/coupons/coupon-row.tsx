import styled from 'styled-components';
import type { AdminCoupon, AdminCouponStatus } from 'shared-contracts/schemas/admin';
import { Button, formatWon } from 'ui-kit';
import { Badge, type BadgeTone } from 'ui-kit/back-office';
import { COUPON_STATUS_LABELS, couponsMessages as t } from './coupons.messages';

const TONES: Record<AdminCouponStatus, BadgeTone> = {
  SCHEDULED: 'brand',
  ACTIVE: 'success',
  EXHAUSTED: 'warning',
  EXPIRED: 'muted',
  STOPPED: 'danger',
};

const Bar = styled.span`
  display: block;
  width: 100%;
  min-width: 80px;
  height: 6px;
  margin-top: ${({ theme }) => theme.spacing.xs};
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;

  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.brand};
  }
`;

const Code = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** On a phone the code, amount and use step under the name (their own columns step aside). */
const PhoneOnly = styled(Muted)`
  @media (min-width: 576px) {
    display: none;
  }
`;

const n = (value: number) => value.toLocaleString('ko-KR');

/** Issued of the total with a bar; 무제한 (no bar) for system campaigns. */
function Issued({ coupon }: { coupon: AdminCoupon }) {
  if (coupon.quantity === null) return <>{t.issued(n(coupon.issuedCount), t.unlimited)}</>;
  const percent = coupon.quantity > 0 ? Math.min(100, Math.round((coupon.issuedCount / coupon.quantity) * 100)) : 0;
  return (
    <>
      {t.issued(n(coupon.issuedCount), n(coupon.quantity))}
      <Bar role="img" aria-label={t.issuedBar(percent)}>
        <span style={{ width: `${percent}%` }} />
      </Bar>
    </>
  );
}

/** A campaign may be stopped unless it is a sign-up campaign or already stopped (the server says so too, 409). */
export const canStop = (coupon: AdminCoupon) => !coupon.signupOnly && coupon.status !== 'STOPPED';

/** One campaign of the list: 이름, 코드, 금액, 기간, 발급/총수량, 사용, 남은 수량, 상태, 중지. */
export function CouponRow({ coupon, onStop }: { coupon: AdminCoupon; onStop: (coupon: AdminCoupon) => void }) {
  return (
    <tr>
      <td>
        {coupon.title}
        {coupon.signupOnly ? <Muted>{t.signupOnly}</Muted> : null}
        <PhoneOnly>{t.phoneLine(coupon.code, formatWon(coupon.amount), n(coupon.usedCount))}</PhoneOnly>
      </td>
      <td className="secondary">
        <Code>{coupon.code}</Code>
      </td>
      <td className="secondary nowrap">{formatWon(coupon.amount)}</td>
      <td className="secondary nowrap">{coupon.validFrom && coupon.validTo ? t.period(coupon.validFrom, coupon.validTo) : t.openEnded}</td>
      <td className="nowrap">
        <Issued coupon={coupon} />
      </td>
      <td className="secondary nowrap">{n(coupon.usedCount)}</td>
      <td className="secondary nowrap">{coupon.remaining === null ? t.unlimited : n(coupon.remaining)}</td>
      <td className="nowrap">
        <Badge $tone={TONES[coupon.status]}>{COUPON_STATUS_LABELS[coupon.status]}</Badge>
      </td>
      <td>
        {canStop(coupon) ? (
          <Button size="sm" variant="secondary" aria-label={`${coupon.code} ${t.stop}`} onClick={() => onStop(coupon)}>
            {t.stop}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
