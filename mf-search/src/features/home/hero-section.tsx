import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { HERO_IMAGE_URLS, readPreloadedHero, releaseFirstView } from 'shared-contracts';
import styled from 'styled-components';
import { homeMessages } from './home.messages';
import { browserRandom, type RandomSource } from './random-source';

/** Picks one of the four hero backgrounds. */
export function pickHeroImage(random: RandomSource): string {
  const index = Math.min(HERO_IMAGE_URLS.length - 1, Math.floor(random() * HERO_IMAGE_URLS.length));
  return HERO_IMAGE_URLS[index] ?? HERO_IMAGE_URLS[0]!;
}

interface HeroSectionProps {
  random?: RandomSource;
  /** The search bar, mounted by the home page (lazily, behind a same-height skeleton). */
  searchBar?: ReactNode;
}

export function HeroSection({ random = browserRandom, searchBar }: HeroSectionProps) {
  // Chosen once per mount so re-renders (login state, data arriving) never swap the picture. The server
  // already chose one and made the browser fetch it with the page (first-view hints): that one is shown.
  const [imageUrl] = useState(() => readPreloadedHero() ?? pickHeroImage(random));
  // The server also painted that picture before any code ran (firstViewPaint): it goes once this one is drawn,
  // a frame after it loaded, so nothing blinks.
  const picture = useRef<HTMLImageElement>(null);
  const handOver = () => requestAnimationFrame(() => releaseFirstView());
  useLayoutEffect(() => {
    if (picture.current?.complete) handOver();
  }, []);

  return (
    <Hero aria-labelledby="home-hero-title">
      {/* An <img> rather than a CSS background: the browser can prioritise it as the page's largest paint. */}
      <Background ref={picture} src={imageUrl} alt="" fetchPriority="high" onLoad={handOver} onError={handOver} />
      <Inner>
        <Title id="home-hero-title">{homeMessages.hero.title}</Title>
        <Subtitle>{homeMessages.hero.subtitle}</Subtitle>
        {/* The bar is itself the page's search landmark. */}
        <SearchBarSlot>{searchBar}</SearchBarSlot>
      </Inner>
    </Hero>
  );
}

// No overflow clipping: the search bar's panels (destination, calendar, guests) hang below the hero, and
// z-index 1 lifts them above the positioned cards of the sections that follow.
const Hero = styled.section`
  position: relative;
  z-index: 1;
  isolation: isolate;
  display: flex;
  align-items: center;
  justify-content: center;
  height: 420px;
  padding: 0 ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.onBrand};
  /* Shown while the picture loads and if it never does. */
  background: #1f3a5f;

  /* The dark overlay keeps white text readable on every one of the four photos. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(180deg, rgba(10, 20, 40, 0.35) 0%, rgba(10, 20, 40, 0.62) 100%);
  }
`;

const Background = styled.img`
  position: absolute;
  inset: 0;
  z-index: -2;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Inner = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: clamp(28px, 5vw, 44px);
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;
  text-shadow: 0 2px 12px rgba(0, 0, 0, 0.35);
`;

const Subtitle = styled.p`
  margin: 0 auto ${({ theme }) => theme.spacing.xxl};
  max-width: 36em;
  font-size: clamp(15px, 2.4vw, 18px);
  line-height: 1.6;
  opacity: 0.92;
  word-break: keep-all;
`;

// Reserves the search bar's height (desktop row) before even its skeleton is mounted.
const SearchBarSlot = styled.div`
  min-height: 66px;
  width: 100%;
`;
