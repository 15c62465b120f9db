import { formatMmSs } from './auth.messages';

it('formats a countdown as mm:ss', () => {
  expect(formatMmSs(300)).toBe('05:00');
  expect(formatMmSs(59)).toBe('00:59');
  expect(formatMmSs(0)).toBe('00:00');
  expect(formatMmSs(-3)).toBe('00:00');
});
