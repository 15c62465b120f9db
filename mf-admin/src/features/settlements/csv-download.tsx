import { useState } from 'react';
import { Button } from 'ui-kit';
import { FormAlert } from 'ui-kit/forms';
import { useLazyAdminSettlementsCsvQuery } from './settlements.api';
import { settlementsMessages as t } from './settlements.messages';

/** Hands a text to the browser as a file (the CSV is fetched with the operator's token, so no plain link can do it). */
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

/** CSV 다운로드: the week's statements, one line per hotel and a total line (the server's file). */
export function CsvDownload({ weekStart, weekEnd }: { weekStart: string; weekEnd: string }) {
  const [load, { isFetching }] = useLazyAdminSettlementsCsvQuery();
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    try {
      saveAs(await load(weekStart).unwrap(), t.csvFile(weekStart, weekEnd));
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <Button variant="secondary" loading={isFetching} onClick={() => void download()}>
        {t.csv}
      </Button>
      {failed ? <FormAlert>{t.csvFailed}</FormAlert> : null}
    </>
  );
}
