import styled from 'styled-components';
import { Button, formatWon } from 'ui-kit';
import { useBookRoom } from './book-room.hook';
import { hotelDetailMessages } from './hotel-detail.messages';
import type { HotelDetail, RoomTypeOffer, StayQuery } from './hotel-detail.types';

/** The badge shows from this many rooms left down to one (guest-core §9). */
export const LOW_STOCK_THRESHOLD = 3;

interface RoomOffersProps {
  hotel: HotelDetail;
  stay: StayQuery;
  onConflict: () => void;
}

export function RoomOffers({ hotel, stay, onConflict }: RoomOffersProps) {
  const t = hotelDetailMessages.offers;
  const { book, pendingRoomTypeId } = useBookRoom({ hotel, stay, onConflict });

  return (
    <section aria-labelledby="room-offers-heading">
      <SectionTitle id="room-offers-heading">{t.heading}</SectionTitle>
      {hotel.roomTypes.length === 0 ? (
        <Muted>{t.empty}</Muted>
      ) : (
        <List>
          {hotel.roomTypes.map((offer, index) => (
            <RoomOfferCard
              key={offer.roomTypeId}
              offer={offer}
              fallbackImage={hotel.roomDefaults.length > 0 ? (hotel.roomDefaults[index % hotel.roomDefaults.length] ?? null) : null}
              pending={pendingRoomTypeId === offer.roomTypeId}
              busy={pendingRoomTypeId !== null}
              onBook={() => void book(offer)}
              firstTier={hotel.cancellationLines[0] ?? null}
            />
          ))}
        </List>
      )}
    </section>
  );
}

interface RoomOfferCardProps {
  offer: RoomTypeOffer;
  /** The hotel's most generous tier, e.g. "체크인 7일 전까지: 100% 환불". */
  firstTier?: string | null;
  fallbackImage: string | null;
  pending: boolean;
  busy: boolean;
  onBook: () => void;
}

function RoomOfferCard({ offer, fallbackImage, pending, busy, onBook, firstTier = null }: RoomOfferCardProps) {
  const t = hotelDetailMessages.offers;
  const soldOut = offer.minRemaining <= 0;
  // The hotel's stay restrictions refuse these dates: the reason replaces the price and the book button.
  const restriction = offer.restriction ?? null;
  const bookable = !soldOut && !restriction && offer.priceSum !== null;
  const lowStock = !soldOut && !restriction && offer.minRemaining <= LOW_STOCK_THRESHOLD;
  const image = offer.templateImageUrl ?? fallbackImage;
  const titleId = `room-offer-${offer.roomTypeId}`;

  return (
    <Card aria-labelledby={titleId}>
      {image ? <RoomImage src={image} alt="" loading="lazy" decoding="async" /> : <RoomPlaceholder aria-hidden="true">{t.noImage}</RoomPlaceholder>}
      <Info>
        <RoomName id={titleId}>{offer.name}</RoomName>
        <Facts>
          <li>{t.capacity(offer.capacity)}</li>
          {offer.areaSqm !== null ? <li>{t.area(offer.areaSqm)}</li> : null}
        </Facts>
        {lowStock ? <LowStock>{t.lowStock(offer.minRemaining)}</LowStock> : null}
        <Refund $refundable={offer.refundable}>{offer.refundable ? (firstTier ?? t.refundable) : t.nonRefundable}</Refund>
      </Info>
      <Purchase>
        {restriction ? (
          <Restricted>{restriction.message}</Restricted>
        ) : (
          <OfferPrice offer={offer} bookable={bookable} pending={pending} busy={busy} onBook={onBook} titleId={titleId} />
        )}
      </Purchase>
    </Card>
  );
}

interface OfferPriceProps {
  offer: RoomTypeOffer;
  bookable: boolean;
  pending: boolean;
  busy: boolean;
  onBook: () => void;
  titleId: string;
}

/** The stay's total (or why there is none) and the book button. */
function OfferPrice({ offer, bookable, pending, busy, onBook, titleId }: OfferPriceProps) {
  const t = hotelDetailMessages.offers;
  const soldOut = offer.minRemaining <= 0;
  return (
    <>
      {soldOut ? (
        <SoldOut>{t.soldOut}</SoldOut>
      ) : offer.priceSum !== null ? (
        <Price>
          <small>
            {t.total} · {t.stay(offer.nights)}
          </small>
          <strong>{formatWon(offer.priceSum)}</strong>
        </Price>
      ) : (
        <SoldOut>{t.unavailable}</SoldOut>
      )}
      <Button onClick={onBook} disabled={!bookable || (busy && !pending)} loading={pending} aria-describedby={titleId}>
        {soldOut ? t.soldOut : t.book}
      </Button>
    </>
  );
}

const Refund = styled.p<{ $refundable: boolean }>`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $refundable }) => ($refundable ? theme.colors.success : theme.colors.danger)};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Card = styled.article`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 200px 1fr auto;
    align-items: center;
  }
`;

const RoomImage = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const RoomPlaceholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const RoomName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Facts = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const LowStock = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Purchase = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Price = styled.p`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  margin: 0;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Restricted = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const SoldOut = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
