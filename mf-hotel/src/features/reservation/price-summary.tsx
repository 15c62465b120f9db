import styled from 'styled-components';
import type { HoldDetail } from 'shared-contracts';
import { formatWon } from 'ui-kit';
import { Card, CardTitle } from './reservation.styles';
import { reservationMessages } from './reservation.messages';
import { dateWithWeekday } from './stay-format';

type Prices = Pick<HoldDetail, 'nights' | 'nightly' | 'subtotal' | 'discount' | 'totalAmount' | 'coupon'>;

/** Subtotal (with the nightly prices), the coupon discount and the total to pay, as the server computed them. */
export function PriceSummary({ prices, updating }: { prices: Prices; updating: boolean }) {
  const t = reservationMessages.price;
  return (
    <Card aria-labelledby="reservation-price-heading" aria-busy={updating}>
      <CardTitle id="reservation-price-heading">{t.heading}</CardTitle>
      <Rows>
        <Row>
          <dt>{t.subtotal(prices.nights)}</dt>
          <dd>{formatWon(prices.subtotal)}</dd>
        </Row>
        {prices.nightly.length > 1 ? (
          <NightlyGroup>
            <dt>{t.nightly}</dt>
            <dd>
              <Nightly>
                {prices.nightly.map((night) => (
                  <li key={night.date}>
                    <span>{dateWithWeekday(night.date)}</span>
                    <span>{formatWon(night.price)}</span>
                  </li>
                ))}
              </Nightly>
            </dd>
          </NightlyGroup>
        ) : null}
        <Row>
          <dt>{prices.coupon ? `${t.discount} (${prices.coupon.title})` : t.discount}</dt>
          <dd>{prices.discount > 0 ? `-${formatWon(prices.discount)}` : formatWon(0)}</dd>
        </Row>
        <Total>
          <dt>{t.total}</dt>
          <dd data-testid="reservation-total">{formatWon(prices.totalAmount)}</dd>
        </Total>
      </Rows>
    </Card>
  );
}

const Rows = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const Total = styled(Row)`
  padding-top: ${({ theme }) => theme.spacing.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  dt {
    color: ${({ theme }) => theme.colors.text};
  }

  dd {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const NightlyGroup = styled.div`
  padding-left: ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dd {
    margin: 0;
  }
`;

const Nightly = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    justify-content: space-between;
  }
`;
