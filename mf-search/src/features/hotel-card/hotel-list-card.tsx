import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { HotelCard } from 'shared-contracts';
import { SEARCH_PAGE_LAYOUT } from 'shared-contracts/search-query';
import { formatWon, nightsBetween } from 'ui-kit';
import { WishlistHeart } from '../wishlist/wishlist-heart';
import type { WishlistHotel } from '../wishlist/wishlist.api';
import { hotelCardMessages } from './hotel-card.messages';
import { Address, CoverSlot, HeartSlot, HotelName, Meta, cardSurface, stretchedLink, viewPlaceLink } from './hotel-card.styles';
import { HotelCover } from './hotel-cover';
import { hotelDetailHref, type StayQuery } from './hotel-detail-link';
import { HotelRating } from './hotel-rating';
import { StarGrade } from './star-grade';

export type { StayQuery };

export interface HotelListCardProps {
  hotel: HotelCard;
  stay: StayQuery;
  /** Passed to the cover: the first cards of a list are above the fold. */
  coverPriority?: 'high' | 'eager';
}

/** What the heart stores when this hotel is wished: the wishlist's own hotel shape. */
function wishlistHotelOf(hotel: HotelCard): WishlistHotel {
  const { hotelId, name, rating, region, address, coverImageUrl } = hotel;
  return { hotelId, name, rating, region, address, coverImageUrl };
}

/**
 * A hotel in the search results (guest-core §2 "Hotel list card"): cover, name, starting-from price
 * for the stay, address or region, star grade, rating with its label, the wishlist heart and
 * '상세보기' to hotel-detail with the stay. The whole card opens the hotel; the heart is its own button.
 */
export function HotelListCard({ hotel, stay, coverPriority }: HotelListCardProps) {
  const t = hotelCardMessages;
  const nameId = useId();
  const nights = nightsBetween(stay.checkIn, stay.checkOut);

  return (
    <Card aria-labelledby={nameId}>
      <Cover>
        <HotelCover src={hotel.coverImageUrl} priority={coverPriority} />
        <HeartSlot>
          <WishlistHeart hotel={wishlistHotelOf(hotel)} />
        </HeartSlot>
      </Cover>
      <Body>
        <HotelName id={nameId}>{hotel.name}</HotelName>
        <Address>{hotel.address || hotel.region}</Address>
        <Meta>
          <StarGrade grade={hotel.gradeLevel} />
          <HotelRating rating={hotel.rating} reviewCount={hotel.reviewCount} />
        </Meta>
      </Body>
      <Aside>
        <Price>
          {hotel.startingFrom === null ? (
            <NoPrice title={t.noPriceHint}>{t.noPrice}</NoPrice>
          ) : (
            <>
              <PriceCaption>{t.priceCaption(nights)}</PriceCaption>
              <strong>{t.priceFrom(formatWon(hotel.startingFrom))}</strong>
            </>
          )}
        </Price>
        <ViewPlace to={hotelDetailHref(hotel.hotelId, stay)} aria-describedby={nameId}>
          {t.viewPlace}
        </ViewPlace>
      </Aside>
    </Card>
  );
}

// Stacked on phones; cover, details and price side by side from tablets up.
const Card = styled.article`
  ${cardSurface}
  display: flex;
  flex-direction: column;

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
  }
`;

// The server paints the first card's cover at this width before the code runs (shared-contracts search-first-view).
const Cover = styled(CoverSlot)`
  ${({ theme }) => theme.media.md} {
    width: ${SEARCH_PAGE_LAYOUT.cardCoverWidth};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.lg} 0`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.spacing.lg};
  }
`;

const Aside = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};

  ${({ theme }) => theme.media.md} {
    flex-direction: column;
    justify-content: flex-end;
    min-width: 180px;
  }
`;

const Price = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  ${({ theme }) => theme.media.md} {
    align-items: flex-end;
  }
`;

const PriceCaption = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const NoPrice = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ViewPlace = styled(Link)`
  ${viewPlaceLink}
  ${stretchedLink}
`;
