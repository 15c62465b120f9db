import { z } from 'zod/mini';
import { couponProblems, type CouponDraft, type CouponField } from './coupon-rules';

const couponValues = z.object({
  title: z.string(),
  code: z.string(),
  amount: z.string(),
  quantity: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
});

/**
 * The campaign form's schema: couponProblems (the server's rules and texts) with each problem at its field, all at
 * once, the period measured against `today` in Seoul.
 */
export function couponFormSchema(today: string) {
  return couponValues.check(
    z.superRefine((draft: CouponDraft, ctx) => {
      const problems = couponProblems(draft, today);
      for (const field of Object.keys(problems) as CouponField[]) {
        ctx.addIssue({ code: 'custom', path: [field], message: problems[field] ?? '' });
      }
    }),
  );
}
