import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { REGION_CARDS_PER_PAGE, REGIONS, type Region } from 'shared-contracts';
import { formatWon } from 'ui-kit';
import { homeMessages } from './home.messages';
import { cardSurface, SectionDescription, SectionHeader, SectionHeading, stretchedLink } from './home.styles';

/** Moves by `delta` pages and wraps at both ends (last → first on next, first → last on previous). */
export function wrapPage(page: number, delta: number, totalPages: number): number {
  return (((page + delta) % totalPages) + totalPages) % totalPages;
}

export function regionSearchPath(region: Pick<Region, 'name'>): string {
  return `/search?region=${encodeURIComponent(region.name)}&regionExact=true`;
}

export function regionImageUrl(region: Pick<Region, 'code'>): string {
  return `/api/images/regions/${region.code.toLowerCase()}.webp`;
}

const TOTAL_PAGES = Math.ceil(REGIONS.length / REGION_CARDS_PER_PAGE);

export function RegionCarousel() {
  const [page, setPage] = useState(0);
  const start = page * REGION_CARDS_PER_PAGE;
  // Only the visible page is rendered, so only its four images are downloaded.
  const visible = REGIONS.slice(start, start + REGION_CARDS_PER_PAGE);
  const t = homeMessages.regions;

  return (
    <section aria-labelledby="home-regions-title">
      <SectionHeader>
        <div>
          <SectionHeading id="home-regions-title">{t.heading}</SectionHeading>
          <SectionDescription>{t.description}</SectionDescription>
        </div>
        <Controls>
          <PageStatus aria-live="polite">{t.pageStatus(page + 1, TOTAL_PAGES)}</PageStatus>
          <ArrowButton type="button" aria-label={t.previous} onClick={() => setPage((p) => wrapPage(p, -1, TOTAL_PAGES))}>
            <Chevron direction="left" />
          </ArrowButton>
          <ArrowButton type="button" aria-label={t.next} onClick={() => setPage((p) => wrapPage(p, 1, TOTAL_PAGES))}>
            <Chevron direction="right" />
          </ArrowButton>
        </Controls>
      </SectionHeader>
      <CardList aria-label={t.heading}>
        {visible.map((region) => (
          <RegionCard key={region.code} region={region} />
        ))}
      </CardList>
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
      <path
        d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function RegionCard({ region }: { region: Region }) {
  return (
    <Card>
      <CardImage src={regionImageUrl(region)} alt="" loading="lazy" decoding="async" width={320} height={200} />
      <CardBody>
        <CardTitle>
          <CardLink to={regionSearchPath(region)}>{region.shortName}</CardLink>
        </CardTitle>
        <OfficialName>{region.name}</OfficialName>
        <AveragePrice>{homeMessages.regions.averagePrice(formatWon(region.avgPrice))}</AveragePrice>
      </CardBody>
    </Card>
  );
}

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const PageStatus = styled.span`
  margin-right: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

// 44px: a comfortable touch target on phones.
const ArrowButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

// Rows sized in fr keep a full page's height on the last one (제주 alone): the content below does not jump up.
const CardList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  grid-template-rows: repeat(2, 1fr);
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    grid-template-rows: 1fr;
    gap: ${({ theme }) => theme.spacing.lg};
  }
`;

const Card = styled.li`
  ${cardSurface}
`;

const CardImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 8 / 5;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.skeleton};
`;

const CardBody = styled.div`
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg} ${theme.spacing.lg}`};
`;

const CardTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.xxs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const CardLink = styled(Link)`
  ${stretchedLink}
`;

const OfficialName = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const AveragePrice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
