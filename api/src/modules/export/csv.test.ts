import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { csvAttachment, csvCell, csvDocument, csvLine } from './csv';

describe('CSV export helper', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    assert.equal(csvCell('=HYPERLINK("http://evil.example","클릭")'), `"'=HYPERLINK(""http://evil.example"",""클릭"")"`);
    for (const text of ['=1+1', '+82 호텔', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '\tplain', '  =1+1', '＝1+1', '＠호텔']) {
      assert.equal(csvCell(text), `"'${text.replaceAll('"', '""')}"`, JSON.stringify(text));
    }
  });

  it('leaves ordinary text and numbers (negative ones too) as they are, quoted', () => {
    assert.equal(csvCell('서울 그랜드 호텔'), '"서울 그랜드 호텔"');
    assert.equal(csvCell('호텔 = 숙소'), '"호텔 = 숙소"');
    assert.equal(csvCell('say "hi", ok'), '"say ""hi"", ok"');
    assert.equal(csvCell(-5000), '"-5000"');
    assert.equal(csvCell(0), '"0"');
    assert.equal(csvCell(null), '""');
    assert.equal(csvCell(undefined), '""');
    assert.throws(() => csvCell(Number.NaN));
  });

  it('writes a file for Excel: BOM, comma-separated quoted cells, CRLF after every line', () => {
    assert.equal(csvLine(['a', 1, null]), '"a","1",""');
    const file = csvDocument([
      ['호텔명', '금액'],
      ['=cmd|"/c calc"!A1', -1200],
    ]);
    assert.equal(file, `\uFEFF"호텔명","금액"\r\n"'=cmd|""/c calc""!A1","-1200"\r\n`);
    assert.deepEqual([...Buffer.from(file, 'utf8').subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  });

  it('names the download safely, with the UTF-8 name beside an ASCII fallback', () => {
    assert.equal(
      csvAttachment('settlements_2030-03-04_2030-03-10'),
      `attachment; filename="settlements_2030-03-04_2030-03-10.csv"; filename*=UTF-8''settlements_2030-03-04_2030-03-10.csv`,
    );
    assert.equal(csvAttachment('정산 "주간".csv'), `attachment; filename="__ ____.csv"; filename*=UTF-8''${encodeURIComponent('정산 "주간".csv')}`);
    assert.doesNotMatch(csvAttachment('a\r\nSet-Cookie: x=1'), /[\r\n]/);
    assert.match(csvAttachment("it's (1)*"), /filename\*=UTF-8''it%27s%20%281%29%2A\.csv$/);
  });
});
