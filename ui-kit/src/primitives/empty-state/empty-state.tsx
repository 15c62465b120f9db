import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.xxxl} ${theme.spacing.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Icon = styled.div`
  font-size: 40px;
  line-height: 1;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.p`
  max-width: 420px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button that resolves the emptiness (e.g. '다시 시도', '검색 조건 바꾸기'). */
  action?: ReactNode;
  /** Decorative; hidden from assistive technology. */
  icon?: ReactNode;
  /** Heading level so the state fits the page outline it appears in (1 when it is the whole page). */
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string;
}

/** Shown for empty lists and failed loads, in place of the content. */
export function EmptyState({ title, description, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  return (
    <Wrapper className={className}>
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <Action>{action}</Action> : null}
    </Wrapper>
  );
}
