import { useState } from 'react';
import styled from 'styled-components';
import type { CouponStatus } from 'shared-contracts';
import { Button, EmptyState, Skeleton, todayInSeoul } from 'ui-kit';
import { TabHeading } from '../frame/tab-heading';
import { CouponCard } from './coupon-card';
import { CouponClaimForm } from './coupon-claim-form';
import { COUPON_FILTERS, groupByStatus } from './coupon-status';
import { useMypageCouponBoxQuery } from './coupon.api';
import { couponMessages } from './coupon.messages';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
`;

const Filters = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  overflow-x: auto;
`;

const FilterButton = styled.button`
  flex: none;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSubtle};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const BoxHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** My page's coupon tab (§2 coupon): the claim-by-code form and the box filtered by status (§4 rule). */
export function CouponPage() {
  const [filter, setFilter] = useState<CouponStatus>('AVAILABLE');
  const { data, isLoading, isError, isFetching, refetch } = useMypageCouponBoxQuery();
  const today = todayInSeoul();
  const groups = groupByStatus(data ?? [], today);

  const box = () => {
    if (isLoading) {
      return (
        <div role="status" aria-label={couponMessages.loading}>
          <Skeleton height={96} lines={1} />
        </div>
      );
    }
    if (isError || !data) {
      return (
        <EmptyState
          title={couponMessages.listFailed}
          action={
            <Button variant="secondary" onClick={() => void refetch()} loading={isFetching}>
              {couponMessages.retry}
            </Button>
          }
        />
      );
    }
    const shown = groups[filter];
    if (shown.length === 0) return <EmptyState title={couponMessages.empty[filter]} description={couponMessages.emptyHint} headingLevel={3} />;
    return (
      <List aria-label={couponMessages.status[filter]}>
        {shown.map((coupon) => (
          <CouponCard key={coupon.id} coupon={coupon} status={filter} today={today} />
        ))}
      </List>
    );
  };

  return (
    <Layout>
      <div>
        <TabHeading>{couponMessages.title}</TabHeading>
        <CouponClaimForm />
      </div>
      <Box aria-labelledby="mypage-coupon-box">
        <BoxHeading id="mypage-coupon-box">{couponMessages.boxHeading}</BoxHeading>
        <Filters role="group" aria-label={couponMessages.filterLabel}>
          {COUPON_FILTERS.map((status) => (
            <FilterButton key={status} type="button" aria-pressed={filter === status} onClick={() => setFilter(status)}>
              {couponMessages.status[status]}
              {data ? ` ${couponMessages.count(groups[status].length)}` : ''}
            </FilterButton>
          ))}
        </Filters>
        {box()}
      </Box>
    </Layout>
  );
}
