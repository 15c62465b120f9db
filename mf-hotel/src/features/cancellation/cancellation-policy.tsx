import styled from 'styled-components';

export const cancellationPolicyMessages = {
  heading: '취소 규정',
  nonRefundable: '환불 불가 객실입니다. 취소할 수는 있지만 결제 금액은 환불되지 않습니다.',
  deadline: '취소는 체크인 당일 23시 59분(한국 시간)까지 마이페이지에서 할 수 있습니다.',
} as const;

const Box = styled.section`
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing.lg};
  }
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

interface Props {
  lines: readonly string[];
  /** false: the room is sold non-refundable. */
  refundable?: boolean;
  headingLevel?: 2 | 3;
}

/** The hotel's cancellation tiers, shown with the room offers and on /reservation before paying (issue 9). */
export function CancellationPolicy({ lines, refundable = true, headingLevel = 2 }: Props) {
  const t = cancellationPolicyMessages;
  if (!lines.length && refundable) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Box aria-labelledby="cancellation-policy-heading">
      <Heading id="cancellation-policy-heading">{t.heading}</Heading>
      {refundable ? (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{t.nonRefundable}</p>
      )}
      <p>{t.deadline}</p>
    </Box>
  );
}
