import styled from 'styled-components';
import { hotelDetailMessages } from './hotel-detail.messages';
import type { HotelAmenity } from './hotel-detail.types';

export function AmenityList({ amenities }: { amenities: HotelAmenity[] }) {
  const t = hotelDetailMessages.amenities;
  return (
    <section aria-labelledby="hotel-amenities-heading">
      <Heading id="hotel-amenities-heading">{t.heading}</Heading>
      {amenities.length === 0 ? (
        <Muted>{t.empty}</Muted>
      ) : (
        <Chips>
          {amenities.map((amenity) => (
            <li key={amenity.code}>{amenity.name}</li>
          ))}
        </Chips>
      )}
    </section>
  );
}

export function StayTimes({ checkInTime, checkOutTime }: { checkInTime: string; checkOutTime: string }) {
  const t = hotelDetailMessages.times;
  return (
    <section aria-labelledby="hotel-times-heading">
      <Heading id="hotel-times-heading">{t.heading}</Heading>
      <Times>
        <div>
          <dt>{t.checkIn}</dt>
          <dd>{t.from(checkInTime)}</dd>
        </div>
        <div>
          <dt>{t.checkOut}</dt>
          <dd>{t.until(checkOutTime)}</dd>
        </div>
      </Times>
    </section>
  );
}

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Times = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xxl};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
