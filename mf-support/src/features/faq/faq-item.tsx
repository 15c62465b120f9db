import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Faq } from 'shared-contracts/schemas/support';
import styled from 'styled-components';
import { PlainText } from '../frame/plain-text';
import { faqMessages as t } from './faq.messages';

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Toggle = styled.button`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.sm}`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover .question {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const Q = styled.span`
  flex: 0 0 auto;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Question = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
  word-break: keep-all;
`;

export const CategoryTag = styled.span`
  flex: 0 0 auto;
  padding: 1px ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.8;
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: 0 0 auto;
  transition: transform 0.15s ease;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Answer = styled.div`
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  margin: 0 ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  a {
    display: inline-block;
    margin-top: ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/**
 * One question as a disclosure (WAI-ARIA pattern): a button in a heading with aria-expanded, controlling the
 * answer below it, which is hidden until opened. The answer links to the question's own page.
 */
export function FaqItem({ faq, showCategory, listPath }: { faq: Faq; showCategory: boolean; listPath: string }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <Item>
      <Heading>
        <Toggle type="button" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen((value) => !value)}>
          <Q aria-hidden="true">Q</Q>
          <Question className="question">{faq.question}</Question>
          {showCategory ? <CategoryTag>{t.categories[faq.category]}</CategoryTag> : null}
          <Chevron aria-hidden="true" $open={open}>
            ▾
          </Chevron>
        </Toggle>
      </Heading>
      <Answer id={answerId} hidden={!open}>
        <PlainText text={faq.answer} />
        <Link to={`/support/faq/${faq.id}`} state={{ from: listPath }} aria-label={`${t.permalink}: ${faq.question}`}>
          {t.permalink}
        </Link>
      </Answer>
    </Item>
  );
}
