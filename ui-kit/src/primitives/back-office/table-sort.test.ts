import { formatSort, nextSort, parseSort } from './table-sort';

const KEYS = ['createdAt', 'totalAmount'] as const;

describe('list sort in the address', () => {
  it('reads key as ascending and -key as descending', () => {
    expect(parseSort('createdAt', KEYS)).toEqual({ key: 'createdAt', direction: 'asc' });
    expect(parseSort('-totalAmount', KEYS)).toEqual({ key: 'totalAmount', direction: 'desc' });
  });

  it('ignores a missing or unknown key (the list keeps its default order)', () => {
    expect(parseSort('', KEYS)).toBeNull();
    expect(parseSort(null, KEYS)).toBeNull();
    expect(parseSort('-password', KEYS)).toBeNull();
    expect(parseSort('--createdAt', KEYS)).toBeNull();
  });

  it('writes what it reads', () => {
    for (const value of ['createdAt', '-createdAt', 'totalAmount', '-totalAmount']) expect(formatSort(parseSort(value, KEYS)!)).toBe(value);
  });

  it('turns the sorted column around and starts another column with its first direction', () => {
    expect(nextSort({ key: 'createdAt', direction: 'desc' }, 'createdAt')).toEqual({ key: 'createdAt', direction: 'asc' });
    expect(nextSort({ key: 'createdAt', direction: 'asc' }, 'createdAt')).toEqual({ key: 'createdAt', direction: 'desc' });
    expect(nextSort({ key: 'createdAt', direction: 'asc' }, 'totalAmount', 'desc')).toEqual({ key: 'totalAmount', direction: 'desc' });
    expect(nextSort(null, 'totalAmount')).toEqual({ key: 'totalAmount', direction: 'asc' });
  });
});
