import styled from 'styled-components';
import type { CouponStatus, UserCoupon } from 'shared-contracts';
import { formatWon } from 'ui-kit';
import { couponMessages } from './coupon.messages';

const Card = styled.li<{ $dim: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ theme, $dim }) => ($dim ? theme.colors.borderStrong : theme.colors.brand)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $dim }) => ($dim ? theme.colors.surface : theme.colors.background)};
`;

const Body = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Amount = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badge = styled.span<{ $status: CouponStatus }>`
  flex: none;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $status }) => ($status === 'AVAILABLE' ? theme.colors.success : theme.colors.textMuted)};
  background: ${({ theme, $status }) => ($status === 'AVAILABLE' ? theme.colors.successSubtle : theme.colors.surface)};
  border: 1px solid currentColor;
`;

/** One coupon of the box: title, amount in won, validity, status (§3 Coupon). */
export function CouponCard({ coupon, status, today }: { coupon: UserCoupon; status: CouponStatus; today: string }) {
  const notYet = status === 'AVAILABLE' && coupon.validFrom > today;
  return (
    <Card $dim={status !== 'AVAILABLE'} aria-label={coupon.title}>
      <Body>
        <Title>{coupon.title}</Title>
        <Amount>{formatWon(coupon.amount)}</Amount>
        <Meta>
          {couponMessages.validityLabel} {couponMessages.validity(coupon.validFrom, coupon.validTo)}
        </Meta>
        {notYet ? <Meta>{couponMessages.notYet(coupon.validFrom)}</Meta> : null}
      </Body>
      <Badge $status={status}>{couponMessages.status[status]}</Badge>
    </Card>
  );
}
