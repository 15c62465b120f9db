import { useState } from 'react';
import { getErrorMessage } from 'shared-contracts';
import { Button } from 'ui-kit';
import { FormAlert } from 'ui-kit/forms';
import { seoulToday } from '../../frame/owner-dates';
import { useLazyOwnerBookingsCsvQuery, type OwnerBookingsCsvArgs } from './booking-detail.api';
import { bookingDetailMessages as t } from './booking-detail.messages';

/** Hands a text to the browser as a file (the CSV comes with the owner's token, so no plain link can fetch it). */
function saveAs(text: string, fileName: string) {
  // Excel reads UTF-8 only with its byte-order mark; the text decoder dropped the server's.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** CSV 내려받기: every booking of the list's filter, in its order (the server's file, fetched with the token). */
export function BookingsCsvButton({ filters }: { filters: OwnerBookingsCsvArgs }) {
  const [load, { isFetching }] = useLazyOwnerBookingsCsvQuery();
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setFailure(null);
    try {
      saveAs(await load(filters).unwrap(), t.csvFile(filters.hotelId, seoulToday()));
    } catch (error) {
      setFailure(getErrorMessage(error, t.csvFailed));
    }
  };
  return (
    <>
      <Button variant="secondary" loading={isFetching} onClick={() => void download()}>
        {t.csv}
      </Button>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </>
  );
}
