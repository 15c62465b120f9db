import type { HoldDetail } from 'shared-contracts';
import { Card, CardTitle, Facts, Muted } from './reservation.styles';
import { reservationMessages } from './reservation.messages';
import { dateWithWeekday } from './stay-format';

/** The guest-core §9 stay times: check-in from 15:00, check-out until 12:00. */
export const CHECK_IN_TIME = '15:00';
export const CHECK_OUT_TIME = '12:00';

type Stay = Pick<HoldDetail, 'hotelName' | 'hotelAddress' | 'roomTypeName' | 'checkIn' | 'checkOut' | 'nights' | 'guests'>;

/** Hotel, room, dates with weekdays and times, nights and guests. */
export function StaySummary({ stay }: { stay: Stay }) {
  const t = reservationMessages.stay;
  return (
    <Card aria-labelledby="reservation-stay-heading">
      <CardTitle id="reservation-stay-heading">{t.heading}</CardTitle>
      <div>
        <strong>{stay.hotelName}</strong>
        {stay.hotelAddress ? <Muted as="address">{stay.hotelAddress}</Muted> : null}
      </div>
      <Facts>
        <dt>{t.room}</dt>
        <dd>{stay.roomTypeName}</dd>
        <dt>{t.checkIn}</dt>
        <dd>
          {dateWithWeekday(stay.checkIn)} {CHECK_IN_TIME}
        </dd>
        <dt>{t.checkOut}</dt>
        <dd>
          {dateWithWeekday(stay.checkOut)} {CHECK_OUT_TIME}
        </dd>
        <dt>{t.period}</dt>
        <dd>{t.nights(stay.nights)}</dd>
        <dt>{t.guests}</dt>
        <dd>{t.guestCount(stay.guests)}</dd>
      </Facts>
    </Card>
  );
}
