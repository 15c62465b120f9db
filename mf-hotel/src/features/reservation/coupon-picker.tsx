import styled from 'styled-components';
import type { HoldDetail, UserCoupon } from 'shared-contracts';
import { Button, Skeleton, Spinner, formatDate, formatWon } from 'ui-kit';
import { Card, CardTitle, Muted } from './reservation.styles';
import { reservationMessages } from './reservation.messages';

interface CouponPickerProps {
  coupons: UserCoupon[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The coupon applied to the hold (the server's), null for none. */
  applied: HoldDetail['coupon'];
  applying: boolean;
  disabled: boolean;
  onSelect: (code: string | null) => void;
}

interface CouponEntry {
  code: string;
  title: string;
  amount: number;
  validTo: string | null;
}

/** The member's usable coupons as a radio list; choosing one reprices the hold. */
export function CouponPicker({ coupons, loading, failed, onRetry, applied, applying, disabled, onSelect }: CouponPickerProps) {
  const t = reservationMessages.coupon;
  const selected = applied?.code ?? null;
  const listed: CouponEntry[] = (coupons ?? []).map(({ code, title, amount, validTo }) => ({ code, title, amount, validTo }));
  // A coupon applied to the hold that the list no longer has (e.g. its period ended today) stays visible.
  if (applied && !listed.some((entry) => entry.code === applied.code)) listed.unshift({ ...applied, validTo: null });
  return (
    <Card aria-labelledby="reservation-coupon-heading">
      <CardTitle id="reservation-coupon-heading">{t.heading}</CardTitle>
      {loading && !coupons ? (
        <div role="status" aria-busy="true" aria-label={t.loading}>
          <Skeleton lines={2} />
        </div>
      ) : failed && !coupons ? (
        <Failure role="alert">
          <Muted>{t.failed}</Muted>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t.retry}
          </Button>
        </Failure>
      ) : listed.length === 0 ? (
        <Muted>{t.empty}</Muted>
      ) : (
        <Options aria-labelledby="reservation-coupon-heading" aria-busy={applying}>
          <Option>
            <input
              type="radio"
              name="reservation-coupon"
              value=""
              checked={selected === null}
              disabled={disabled || applying}
              onChange={() => onSelect(null)}
            />
            <span>{t.none}</span>
          </Option>
          {listed.map((coupon) => (
            <Option key={coupon.code}>
              <input
                type="radio"
                name="reservation-coupon"
                value={coupon.code}
                checked={selected === coupon.code}
                disabled={disabled || applying}
                onChange={() => onSelect(coupon.code)}
              />
              <span>
                <strong>{coupon.title}</strong>
                <CouponMeta>
                  {t.discountOf(formatWon(coupon.amount))}
                  {coupon.validTo ? ` · ${t.validTo(formatDate(coupon.validTo))}` : ''}
                </CouponMeta>
              </span>
            </Option>
          ))}
        </Options>
      )}
      {applying ? <Spinner size="sm" label={t.applying} /> : null}
    </Card>
  );
}

const Options = styled.div.attrs({ role: 'radiogroup' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Option = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSubtle};
  }

  input {
    margin-top: 3px;
  }

  span {
    display: flex;
    flex-direction: column;
  }
`;

const CouponMeta = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;
