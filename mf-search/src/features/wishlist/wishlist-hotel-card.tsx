import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate, formatWon } from 'ui-kit';
import { Address, CoverSlot, HeartSlot, HotelName, Meta, Muted, cardSurface, stretchedLink, viewPlaceLink } from '../hotel-card/hotel-card.styles';
import { HotelCover } from '../hotel-card/hotel-cover';
import { hotelDetailHref } from '../hotel-card/hotel-detail-link';
import { HotelRating } from '../hotel-card/hotel-rating';
import { WishlistHeart } from './wishlist-heart';
import type { WishedHotel } from './wishlist.api';
import { wishlistMessages } from './wishlist.messages';

export interface WishlistHotelCardProps {
  entry: WishedHotel;
  /** Today's lowest single-night price; null when nothing is on sale, undefined while unknown. */
  price?: number | null;
}

/**
 * A wished hotel on /wishlist: cover with the heart (to remove it), name, address, rating, today's
 * lowest nightly price, the day it was saved, and '상세보기'.
 */
export function WishlistHotelCard({ entry, price }: WishlistHotelCardProps) {
  const t = wishlistMessages.page;
  const nameId = useId();
  const { hotel } = entry;

  return (
    <Card aria-labelledby={nameId}>
      <CoverSlot>
        <HotelCover src={hotel.coverImageUrl} />
        <HeartSlot>
          <WishlistHeart hotel={hotel} />
        </HeartSlot>
      </CoverSlot>
      <Body>
        {/* The page has no section headings between its h1 and the cards: h2 keeps the outline in order. */}
        <HotelName as="h2" id={nameId}>
          {hotel.name}
        </HotelName>
        <Address>{hotel.address || hotel.region}</Address>
        <Meta>
          <HotelRating rating={hotel.rating} />
          <Muted>{t.savedOn(formatDate(entry.createdAt))}</Muted>
        </Meta>
        <Footer>
          <Price price={price} />
          <ViewPlace to={hotelDetailHref(hotel.hotelId)} aria-describedby={nameId}>
            {t.viewPlace}
          </ViewPlace>
        </Footer>
      </Body>
    </Card>
  );
}

function Price({ price }: { price: number | null | undefined }) {
  const t = wishlistMessages.page;
  if (price === undefined) return <span />;
  if (price === null) return <Muted>{t.noRooms}</Muted>;
  return (
    <PriceText>
      <Muted>{t.priceCaption}</Muted>
      <strong>{t.priceFrom(formatWon(price))}</strong>
    </PriceText>
  );
}

const Card = styled.article`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  height: 100%;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.lg};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PriceText = styled.span`
  display: flex;
  flex-direction: column;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const ViewPlace = styled(Link)`
  ${viewPlaceLink}
  ${stretchedLink}
`;
