import { Link, Outlet, useOutletContext, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { OwnerHotel } from 'shared-contracts/schemas/owner';
import { Button, EmptyState } from 'ui-kit';
import { ErrorState, LoadingState } from 'ui-kit/back-office';
import { frameMessages as t } from './frame.messages';
import { LiveBookings } from './live-bookings/live-bookings.hook';
import { useOwnerHotelsQuery } from './owner-hotels.api';
import { OwnerSidebar } from './owner-sidebar';
import { SIDEBAR_WIDE as WIDE } from 'ui-kit/back-office';

const Layout = styled.div`
  display: grid;
  /* Narrow: the top bar keeps its own height and the page takes the rest of the screen. */
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surface};

  ${WIDE} {
    /* A landscape tablet keeps a slimmer sidebar so the 7-day calendars keep their width. */
    grid-template-columns: 200px minmax(0, 1fr);
    grid-template-rows: none;
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: 232px minmax(0, 1fr);
  }
`;

const Content = styled.div`
  min-width: 0;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.lg}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.xl}`};
  }
  ${({ theme }) => theme.media.xl} {
    padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.xxl}`};
  }
`;

/**
 * The owner area's own frame (the shell hides its header and footer under /owner): the sidebar and the current page.
 * Each page renders its own h1, where the shell's page arrival puts focus.
 */
export function OwnerFrame() {
  return (
    <Layout>
      <OwnerSidebar />
      <Content>
        <Outlet />
      </Content>
    </Layout>
  );
}

interface HotelContext {
  hotel: OwnerHotel;
}

/**
 * /owner/hotels/:hotelId/*: the pages of one hotel, only when it is one of the caller's (the API checks every call
 * again; this keeps another owner's hotel from even being asked for). The pages read the hotel with useOwnerHotel().
 */
export function HotelScope() {
  const { hotelId } = useParams();
  const hotels = useOwnerHotelsQuery();
  if (hotels.isLoading) return <LoadingState label={t.hotelsLoading} />;
  if (hotels.isError || !hotels.data) {
    return (
      <ErrorState
        title={t.hotelsFailed}
        detail={getErrorMessage(hotels.error, '')}
        onRetry={() => void hotels.refetch()}
        retrying={hotels.isFetching}
      />
    );
  }
  const hotel = hotels.data.find((h) => String(h.id) === hotelId);
  if (!hotel) {
    return (
      <EmptyState
        headingLevel={1}
        title={t.notOwnedTitle}
        description={t.notOwnedBody}
        action={
          <Button as={Link} to="/owner">
            {t.toHotels}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <LiveBookings hotelId={hotel.id} />
      <Outlet context={{ hotel } satisfies HotelContext} />
    </>
  );
}

/** The hotel the current page belongs to (inside HotelScope). */
export function useOwnerHotel(): OwnerHotel {
  return useOutletContext<HotelContext>().hotel;
}

/** An address under /owner that no screen answers. */
export function OwnerNotFound() {
  return (
    <EmptyState
      headingLevel={1}
      title={t.notFoundTitle}
      description={t.notFoundBody}
      action={
        <Button as={Link} to="/owner">
          {t.toHotels}
        </Button>
      }
    />
  );
}
