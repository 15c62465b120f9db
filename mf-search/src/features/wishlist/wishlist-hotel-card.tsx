import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate } from 'ui-kit';
import {
  Address,
  CoverSlot,
  HeartSlot,
  HotelName,
  Meta,
  Muted,
  cardSurface,
  stretchedLink,
  viewPlaceLink,
} from '../hotel-card/hotel-card.styles';
import { HotelCover } from '../hotel-card/hotel-cover';
import { hotelDetailHref } from '../hotel-card/hotel-detail-link';
import { HotelRating } from '../hotel-card/hotel-rating';
import { WishlistHeart } from './wishlist-heart';
import type { WishedHotel } from './wishlist.api';
import { wishlistMessages } from './wishlist.messages';

/** A wished hotel on /wishlist: cover with the heart (to remove it), name, address, rating, saved date. */
export function WishlistHotelCard({ entry }: { entry: WishedHotel }) {
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
        <HotelName id={nameId}>{hotel.name}</HotelName>
        <Address>{hotel.address || hotel.region}</Address>
        <Meta>
          <HotelRating rating={hotel.rating} />
          <Muted>{t.savedOn(formatDate(entry.createdAt))}</Muted>
        </Meta>
        <ViewPlace to={hotelDetailHref(hotel.hotelId)} aria-describedby={nameId}>
          {t.viewPlace}
        </ViewPlace>
      </Body>
    </Card>
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

const ViewPlace = styled(Link)`
  ${viewPlaceLink}
  ${stretchedLink}
  align-self: flex-end;
  margin-top: auto;
`;
