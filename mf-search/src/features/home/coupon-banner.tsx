import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SIGNUP_COUPON_AMOUNT, selectIsAuthenticated, useAppSelector } from 'shared-contracts';
import { Button, formatWon } from 'ui-kit';
import { homeMessages } from './home.messages';

export function CouponBanner() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const navigate = useNavigate();
  const t = homeMessages.coupon;
  const amount = formatWon(SIGNUP_COUPON_AMOUNT);

  return (
    <Banner aria-labelledby="home-coupon-title">
      <Text>
        <Badge>{t.badge}</Badge>
        <Title id="home-coupon-title">{isAuthenticated ? t.memberTitle : t.guestTitle(amount)}</Title>
        <Description>{isAuthenticated ? t.memberDescription(amount) : t.guestDescription}</Description>
      </Text>
      <Actions>
        {isAuthenticated ? (
          <Button type="button" onClick={() => navigate('/mypage/coupon')}>
            {t.couponBox}
          </Button>
        ) : (
          <>
            <Button type="button" onClick={() => navigate('/signup')}>
              {t.signup}
            </Button>
            <Button type="button" variant="secondary" onClick={() => navigate('/login')}>
              {t.login}
            </Button>
          </>
        )}
      </Actions>
    </Banner>
  );
}

// Stacked on phones (full-width buttons under the text), side by side from tablets up.
const Banner = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(120deg, ${({ theme }) => theme.colors.brandSubtle} 0%, ${({ theme }) => theme.colors.warningSubtle} 100%);

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.xl};
    padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.xxl}`};
  }
`;

const Text = styled.div`
  min-width: 0;
`;

const Badge = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  word-break: keep-all;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
  word-break: keep-all;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};

  & > * {
    flex: 1;
  }

  ${({ theme }) => theme.media.md} {
    flex-shrink: 0;

    & > * {
      flex: none;
    }
  }
`;
