import { isValidRating, photoError, submitBlocker } from './review-form.rules';

const MB = 1024 * 1024;

describe('photoError', () => {
  it.each(['a.jpg', 'b.JPEG', 'c.png', 'd.webp', 'e.gif'])('accepts %s up to 5 MB', (name) => {
    expect(photoError({ name, size: 5 * MB })).toBeNull();
  });

  it.each(['a.bmp', 'b.svg', 'c.heic', 'noextension', 'd.png.exe'])('refuses the extension of %s', (name) => {
    expect(photoError({ name, size: 10 })).toBe(`허용되지 않는 확장자입니다: ${name}`);
  });

  it('refuses a photo over 5 MB', () => {
    expect(photoError({ name: 'big.jpg', size: 5 * MB + 1 })).toBe('용량 초과(5MB): big.jpg');
  });
});

describe('submitBlocker', () => {
  it('needs a booking, then a rating of 1 to 5', () => {
    expect(submitBlocker({ rating: 5, bookingId: null })).toBe('리뷰를 작성할 수 있는 예약이 없습니다.');
    expect(submitBlocker({ rating: 0, bookingId: 3 })).toBe('별점을 선택해주세요.');
    expect(submitBlocker({ rating: 1, bookingId: 3 })).toBeNull();
  });

  it('accepts whole ratings 1..5 only', () => {
    expect([0, 1, 3, 5, 6, 2.5].map(isValidRating)).toEqual([false, true, true, true, false, false]);
  });
});
