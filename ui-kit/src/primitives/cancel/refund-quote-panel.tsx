import styled from 'styled-components';
import type { RefundQuote } from 'shared-contracts/schemas/account';
import { formatWon } from '../../format/number-format';

const Panel = styled.div`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    margin: ${({ theme }) => theme.spacing.sm} 0 0;
    padding-left: ${({ theme }) => theme.spacing.lg};
  }
`;

const Muted = styled.p`
  margin-top: ${({ theme }) => theme.spacing.xs} !important;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Refused = styled.p`
  margin-top: ${({ theme }) => theme.spacing.xs} !important;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Policy = styled.ul`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** How a screen words the quote. */
export interface RefundQuoteTexts {
  /** Before the amount: 환불 예정 금액, 고객 환불 금액, 환불 금액. */
  refundLabel: string;
  /** The line under the amount (what was paid, a deadline, the operator's full refund), or none. */
  quoteNote?: (quote: RefundQuote) => string | null;
  /** Said when the quote is not cancellable (none: nothing said). */
  notCancellable?: string;
  /** The hotel's policy lines, labelled (the member sees them). */
  policyLabel?: string;
}

/** The refund this cancellation gives, to the won, with its percentage (the server's quote). */
export function RefundQuotePanel({ quote, texts, amountTestId }: { quote: RefundQuote; texts: RefundQuoteTexts; amountTestId: string }) {
  const note = texts.quoteNote?.(quote);
  return (
    <Panel>
      <p>
        {texts.refundLabel} <strong data-testid={amountTestId}>{formatWon(quote.refundAmount)}</strong> ({quote.refundPercent}%)
      </p>
      {note ? <Muted>{note}</Muted> : null}
      {!quote.cancellable && texts.notCancellable ? <Refused role="alert">{texts.notCancellable}</Refused> : null}
      {texts.policyLabel ? (
        <Policy aria-label={texts.policyLabel}>
          {quote.policy.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Policy>
      ) : null}
    </Panel>
  );
}
