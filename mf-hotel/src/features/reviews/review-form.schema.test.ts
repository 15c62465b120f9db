import { reviewFormSchema, type ReviewFormValues } from './review-form.schema';

const MB = 1024 * 1024;

function fileOf(name: string, size: number): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Each problem as [field, message], in the schema's order. */
function problems(bookingId: number | null, values: Partial<ReviewFormValues>) {
  const result = reviewFormSchema(bookingId).safeParse({ rating: '', comment: '', photo: null, ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('reviewFormSchema', () => {
  it('needs a booking first, then a rating, said at the rating', () => {
    expect(problems(null, { rating: '5' })).toEqual([['rating', '리뷰를 작성할 수 있는 예약이 없습니다.']]);
    expect(problems(3, {})).toEqual([['rating', '별점을 선택해주세요.']]);
    expect(problems(3, { rating: '1', comment: '' })).toEqual([]);
  });

  it('says a refused photo at the photo, beside a missing rating', () => {
    expect(problems(3, { rating: '', photo: fileOf('scan.bmp', 10) })).toEqual([
      ['rating', '별점을 선택해주세요.'],
      ['photo', '허용되지 않는 확장자입니다: scan.bmp'],
    ]);
    expect(problems(3, { rating: '2', photo: fileOf('big.jpg', 5 * MB + 1) })).toEqual([['photo', '용량 초과(5MB): big.jpg']]);
    expect(problems(3, { rating: '2', photo: fileOf('room.webp', 5 * MB) })).toEqual([]);
  });
});
