import { Link, useLocation, useParams } from 'react-router-dom';
import { getErrorMessage } from 'shared-contracts';
import styled from 'styled-components';
import { Button, EmptyState } from 'ui-kit';
import { positiveId } from '../frame/id-param';
import { LoadFailure, LoadingRows } from '../frame/load-states';
import { PlainText } from '../frame/plain-text';
import { PageTitle, SupportPage } from '../frame/support-page';
import { AskPrompt } from './ask-prompt';
import { faqListPath } from './faq-category';
import { CategoryTag } from './faq-item';
import { useSupportFaqQuery } from './faq.api';
import { faqMessages as t } from './faq.messages';

const Header = styled.header`
  padding-bottom: ${({ theme }) => theme.spacing.lg};
  border-bottom: 2px solid ${({ theme }) => theme.colors.text};
`;

const AnswerLabel = styled.h2`
  margin: ${({ theme }) => `${theme.spacing.xl} 0 ${theme.spacing.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.brand};
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.spacing.xl};
`;

/** The list the reader came from (kept in the link's state), else the list of the question's own category. */
function useBackPath(fallback: string): string {
  const state: unknown = useLocation().state;
  const from = state && typeof state === 'object' && 'from' in state ? (state as { from: unknown }).from : null;
  return typeof from === 'string' && from.startsWith('/support/faq') ? from : fallback;
}

/** /support/faq/:id: one question and its answer as plain text (§2, §7). */
export function FaqDetailPage() {
  const id = positiveId(useParams().id);
  const { data, error, isLoading, isError, isFetching, refetch } = useSupportFaqQuery(id ?? 0, { skip: id === null });
  const backPath = useBackPath(faqListPath(data?.category));
  const notFound = id === null || (isError && (error as { status?: unknown } | undefined)?.status === 404);

  if (notFound) {
    return (
      <SupportPage>
        <EmptyState
          headingLevel={1}
          title={t.notFoundTitle}
          description={t.notFoundDescription}
          action={
            <Button as={Link} to={backPath}>
              {t.toList}
            </Button>
          }
        />
      </SupportPage>
    );
  }

  return (
    <SupportPage>
      {isLoading ? (
        <LoadingRows label={t.loading} rows={3} height={40} />
      ) : isError || !data ? (
        <LoadFailure detail={getErrorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <article aria-labelledby="faq-question">
          <Header>
            <CategoryTag>{t.categories[data.category]}</CategoryTag>
            <PageTitle id="faq-question">{data.question}</PageTitle>
          </Header>
          <AnswerLabel>{t.answer}</AnswerLabel>
          <PlainText text={data.answer} />
        </article>
      )}
      <Footer>
        <Button as={Link} to={backPath} variant="secondary">
          {t.toList}
        </Button>
      </Footer>
      <AskPrompt />
    </SupportPage>
  );
}
