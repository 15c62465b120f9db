import styled from 'styled-components';
import { RANDOM_HOTELS_PER_LOAD } from 'shared-contracts';
import { Button, EmptyState, Skeleton, visuallyHidden } from 'ui-kit';
import { HotelCard } from './hotel-card';
import { homeMessages } from './home.messages';
import { SectionDescription, SectionHeader, SectionHeading } from './home.styles';
import { useRandomHotels, type RandomHotelsState } from './random-hotels.hook';
import { browserRandom, type RandomSource } from './random-source';

interface RecommendedHotelsProps {
  /** Tests pass a fixed sequence to know which page is shown. */
  random?: RandomSource;
}

export function RecommendedHotels({ random = browserRandom }: RecommendedHotelsProps) {
  const { state, refresh, isRefreshing } = useRandomHotels(random);
  const t = homeMessages.recommended;

  return (
    <section aria-labelledby="home-recommended-title" aria-busy={state.status === 'loading'}>
      <SectionHeader>
        <div>
          <SectionHeading id="home-recommended-title">{t.heading}</SectionHeading>
          <SectionDescription>{t.description}</SectionDescription>
        </div>
        <Button type="button" variant="secondary" onClick={refresh} disabled={!refresh} loading={isRefreshing}>
          {t.refresh}
        </Button>
      </SectionHeader>
      <Content state={state} />
    </section>
  );
}

function Content({ state }: { state: RandomHotelsState }) {
  const t = homeMessages.recommended;
  switch (state.status) {
    case 'loading':
      // The skeletons are for the eye; screen readers hear the status text once instead.
      return (
        <div role="status">
          <LoadingText>{t.loading}</LoadingText>
          <Grid aria-hidden="true">
            {Array.from({ length: RANDOM_HOTELS_PER_LOAD }, (_, i) => (
              <li key={i}>
                <CardSkeleton />
              </li>
            ))}
          </Grid>
        </div>
      );
    case 'error':
      return (
        <Failure role="alert">
          <FailureText>{t.failure}</FailureText>
          <Button type="button" onClick={state.retry}>
            {t.retry}
          </Button>
        </Failure>
      );
    case 'empty':
      return <EmptyState headingLevel={3} title={t.emptyTitle} description={t.emptyDescription} />;
    case 'ready':
      return (
        <Grid aria-label={t.heading}>
          {state.hotels.map((hotel) => (
            <li key={hotel.hotelId}>
              <HotelCard hotel={hotel} />
            </li>
          ))}
        </Grid>
      );
  }
}

// Same footprint as a hotel card (4:3 cover plus text block), so nothing jumps when data arrives.
function CardSkeleton() {
  return (
    <SkeletonCard>
      <CoverSkeleton radius={0} />
      <SkeletonBody>
        <Skeleton width="80%" height={18} />
        <Skeleton width="60%" height={12} />
        <Skeleton width="50%" height={12} />
        <PriceSkeleton width="45%" height={18} />
      </SkeletonBody>
    </SkeletonCard>
  );
}

// Two columns on phones, three on tablets, all five in a row on desktops.
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing.lg};
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
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

const PriceSkeleton = styled(Skeleton)`
  margin: ${({ theme }) => theme.spacing.sm} 0 0 auto;
`;

const SkeletonBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.md} ${theme.spacing.lg}`};
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
`;

const FailureText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;
