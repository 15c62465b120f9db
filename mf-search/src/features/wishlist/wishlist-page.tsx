import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { isApiError } from 'shared-contracts';
import { Button, EmptyState, PageFrame, Skeleton, visuallyHidden } from 'ui-kit';
import { useExitTransition } from './exit-transition.hook';
import { useGetWishlistMinPricesQuery, type WishedHotel } from './wishlist.api';
import { WishlistHotelCard } from './wishlist-hotel-card';
import { loginRedirectPath } from './wishlist-owner';
import { wishlistMessages } from './wishlist.messages';
import { useWishedHotels } from './wished-hotels.hook';

const EXIT_MS = 280;
const SKELETON_CARDS = 4;

const keyOfEntry = (entry: WishedHotel) => entry.hotel.hotelId;

/**
 * /wishlist (guest-core §2, §4): the signed-in user's wished hotels. The list re-syncs every time the
 * page is shown; a heart removes its hotel at once and the card animates out.
 */
export function WishlistPage() {
  const t = wishlistMessages.page;
  const { owner, data, error, isError, refetch } = useWishedHotels({ resyncOnMount: true });
  const location = useLocation();
  const loginPath = loginRedirectPath(location);
  const count = data?.items.length;
  const priceOf = useMinPrices(data?.items);

  return (
    <PageFrame>
      <Header>
        <div>
          <Heading>{t.heading}</Heading>
          <Description>{t.description}</Description>
        </div>
        <Count aria-live="polite">{count ? t.count(count.toLocaleString('ko-KR')) : null}</Count>
      </Header>
      {content()}
    </PageFrame>
  );

  function content() {
    // The shell's guard keeps guests out; a session that ends on this page lands here.
    if (owner === null || (isError && isApiError(error) && error.status === 401)) {
      return (
        <EmptyState
          title={t.loginRequired}
          action={
            <Button as={Link} to={loginPath}>
              {t.login}
            </Button>
          }
        />
      );
    }
    if (!data) {
      if (isError) {
        return (
          <Failure role="alert">
            <p>{t.failure}</p>
            <Button type="button" onClick={() => void refetch()}>
              {t.retry}
            </Button>
          </Failure>
        );
      }
      return <LoadingList />;
    }
    return (
      <>
        {isError ? (
          <StaleNotice role="alert">
            <span>{t.failure}</span>
            <Button type="button" size="sm" variant="secondary" onClick={() => void refetch()}>
              {t.retry}
            </Button>
          </StaleNotice>
        ) : null}
        <WishedList items={data.items} priceOf={priceOf} />
      </>
    );
  }
}

/**
 * Today's lowest nightly price per wished hotel. While the list changes, the previous answer keeps
 * serving the hotels it covered; a hotel it did not cover is unknown (undefined) until the new answer.
 */
function useMinPrices(items: WishedHotel[] | undefined): (hotelId: number) => number | null | undefined {
  const hotelIds = useMemo(
    () =>
      (items ?? [])
        .map((entry) => entry.hotel.hotelId)
        .sort((a, b) => a - b)
        .join(','),
    [items],
  );
  const { currentData, data } = useGetWishlistMinPricesQuery(hotelIds, { skip: hotelIds === '' });
  return (hotelId) => {
    const key = String(hotelId);
    if (currentData) return currentData[key] ?? null;
    return data?.[key];
  };
}

function WishedList({ items, priceOf }: { items: WishedHotel[]; priceOf: (hotelId: number) => number | null | undefined }) {
  const t = wishlistMessages.page;
  const shown = useExitTransition(items, keyOfEntry, EXIT_MS);

  if (shown.length === 0) {
    return (
      <EmptyState
        title={t.emptyTitle}
        description={t.emptyDescription}
        icon="♡"
        action={
          <Button as={Link} to="/search">
            {t.goSearch}
          </Button>
        }
      />
    );
  }
  return (
    <Grid aria-label={t.listLabel}>
      {shown.map(({ item, key, leaving }) => (
        // A leaving card is only an animation: hidden from assistive technology and not interactive.
        <Item key={key} $leaving={leaving} aria-hidden={leaving || undefined} inert={leaving || undefined}>
          <WishlistHotelCard entry={item} price={priceOf(item.hotel.hotelId)} />
        </Item>
      ))}
    </Grid>
  );
}

function LoadingList() {
  const t = wishlistMessages.page;
  return (
    <div role="status">
      <LoadingText>{t.loading}</LoadingText>
      <Grid aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i}>
            <SkeletonCard>
              <CoverSkeleton radius={0} />
              <SkeletonBody>
                <Skeleton width="75%" height={20} />
                <Skeleton width="90%" height={14} />
                <Skeleton width="50%" height={14} />
              </SkeletonBody>
            </SkeletonCard>
          </li>
        ))}
      </Grid>
    </div>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  word-break: keep-all;
`;

const Count = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const leave = keyframes`
  from { opacity: 1; transform: scale(1); }
  to { opacity: 0; transform: scale(0.92); }
`;

const Item = styled.li<{ $leaving: boolean }>`
  ${({ $leaving }) =>
    $leaving &&
    css`
      pointer-events: none;
      animation: ${leave} ${EXIT_MS}ms ease forwards;
    `}

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    opacity: ${({ $leaving }) => ($leaving ? 0 : 1)};
  }
`;

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.xxxl} ${theme.spacing.lg}`};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  p {
    margin: 0;
  }
`;

const StaleNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const LoadingText = styled.span`
  ${visuallyHidden}
`;

const SkeletonCard = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

// && outranks the skeleton's own size rules.
const CoverSkeleton = styled(Skeleton)`
  && {
    height: auto;
    aspect-ratio: 4 / 3;
  }
`;

const SkeletonBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.lg};
`;
