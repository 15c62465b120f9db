import { isApiError, getErrorMessage } from 'shared-contracts';
import { Button, EmptyState, Modal } from 'ui-kit';
import { ErrorState, LoadingState } from 'ui-kit/back-office';
import { useOwnerBookingDetailQuery } from './booking-detail.api';
import { bookingDetailMessages as t } from './booking-detail.messages';
import { BookingDetailView } from './booking-detail-view';

interface Props {
  hotelId: number;
  bookingNo: string;
  onClose: () => void;
}

/**
 * The booking a row of 예약 관리 opens (its number stays in the address as `booking`, so a reload or a shared link
 * opens it again): loading, a failure with retry, a booking that is not this hotel's, or the booking whole.
 */
export function BookingDetailDialog({ hotelId, bookingNo, onClose }: Props) {
  const { data, error, isLoading, isError, isFetching, refetch } = useOwnerBookingDetailQuery({ hotelId, bookingNo });
  const notFound = isError && isApiError(error) && error.status === 404;

  const body = () => {
    if (isLoading) return <LoadingState label={t.loading} rows={4} />;
    if (notFound) return <EmptyState title={t.notFound} description={t.notFoundHint} />;
    if (isError || !data)
      return <ErrorState title={t.loadFailed} detail={getErrorMessage(error, t.loadFailed)} onRetry={() => void refetch()} retrying={isFetching} />;
    return <BookingDetailView detail={data} />;
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t.title(bookingNo)}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      }
    >
      {body()}
    </Modal>
  );
}
