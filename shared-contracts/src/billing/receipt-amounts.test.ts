import { receiptAmounts, splitVat } from './receipt-amounts';

describe('receipt amounts: VAT on what was finally paid', () => {
  it('without a refund, VAT is the share of the whole payment', () => {
    expect(receiptAmounts(97_000, [])).toEqual({ paid: 97_000, refunded: 0, pendingRefund: 0, finalPaid: 97_000, supply: 88_182, vat: 8_818 });
  });

  it('a half refund halves the base: 97,000 paid, 48,500 back → VAT of 48,500', () => {
    expect(receiptAmounts(97_000, [{ amount: 48_500, status: 'SUCCEEDED' }])).toEqual({
      paid: 97_000,
      refunded: 48_500,
      pendingRefund: 0,
      finalPaid: 48_500,
      supply: 44_091,
      vat: 4_409,
    });
  });

  it('a full refund leaves no VAT (the booking that showed 16,364)', () => {
    expect(receiptAmounts(180_000, [{ amount: 180_000, status: 'SUCCEEDED' }])).toEqual({
      paid: 180_000,
      refunded: 180_000,
      pendingRefund: 0,
      finalPaid: 0,
      supply: 0,
      vat: 0,
    });
  });

  it('sums several refunds and never goes below nothing paid', () => {
    expect(
      receiptAmounts(100_000, [
        { amount: 20_000, status: 'SUCCEEDED' },
        { amount: 30_000, status: 'SUCCEEDED' },
      ]),
    ).toMatchObject({ refunded: 50_000, finalPaid: 50_000, vat: 4_545 });
    expect(receiptAmounts(10_000, [{ amount: 12_000, status: 'SUCCEEDED' }])).toMatchObject({ finalPaid: 0, vat: 0 });
  });

  it('a refund the provider has not confirmed is pending: not deducted, VAT still on the whole payment', () => {
    expect(receiptAmounts(97_000, [{ amount: 48_500, status: 'PENDING' }])).toEqual({
      paid: 97_000,
      refunded: 0,
      pendingRefund: 48_500,
      finalPaid: 97_000,
      supply: 88_182,
      vat: 8_818,
    });
    expect(
      receiptAmounts(100_000, [
        { amount: 20_000, status: 'SUCCEEDED' },
        { amount: 30_000, status: 'PENDING' },
      ]),
    ).toMatchObject({
      refunded: 20_000,
      pendingRefund: 30_000,
      finalPaid: 80_000,
    });
  });

  it('supply + VAT is the amount to the won, VAT = round(amount / 11) for every amount', () => {
    for (let amount = 0; amount <= 5_000; amount += 7) {
      const { supply, vat } = splitVat(amount);
      expect(supply + vat).toBe(amount);
      expect(vat).toBe(Math.round(amount / 11));
      expect(Number.isInteger(supply)).toBe(true);
    }
    expect(splitVat(11)).toEqual({ supply: 10, vat: 1 });
    expect(splitVat(1_100_000)).toEqual({ supply: 1_000_000, vat: 100_000 });
  });
});
