import styled from 'styled-components';
import { PageFrame } from 'ui-kit';
import { LazySearchBar } from '../search-bar/lazy-search-bar';
import { CouponBanner } from './coupon-banner';
import { HeroSection } from './hero-section';
import { RecommendedHotels } from './recommended-hotels';
import { RegionCarousel } from './region-carousel';
import { browserRandom, type RandomSource } from './random-source';

interface HomePageProps {
  /** For the hero picture and the recommended page; tests pass a fixed sequence. */
  random?: RandomSource;
}

export function HomePage({ random = browserRandom }: HomePageProps) {
  return (
    <>
      {/* Full-bleed hero outside the page frame; the sections below share the frame's width. */}
      <HeroSection random={random} searchBar={<LazySearchBar />} />
      <PageFrame>
        <Sections>
          <RegionCarousel />
          <CouponBanner />
          <RecommendedHotels random={random} />
        </Sections>
      </PageFrame>
    </>
  );
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxxl};
`;
