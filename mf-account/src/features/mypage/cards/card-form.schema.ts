import { z } from 'zod/mini';
import { validateCard, type CardValidation } from './card-rules';
import { cardMessages as t } from './card.messages';

const cardValues = z.object({ number: z.string(), month: z.string(), year: z.string() });
export type CardFormValues = z.infer<typeof cardValues>;

/** The add-card rules (§5 "Card add" plus Luhn and brand, expiry against `today`) at their fields, all at once. */
export function cardFormSchema(today: string) {
  return cardValues.check(
    z.superRefine((values, ctx) => {
      const result = validateCard(values, today);
      for (const field of ['number', 'month', 'year'] as const satisfies ReadonlyArray<keyof CardValidation>) {
        const error = result[field];
        if (error) ctx.addIssue({ code: 'custom', path: [field], message: t.errors[error] });
      }
    }),
  );
}
