import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from 'shared-contracts';
import { SUPPORT_PAGE_SIZES } from 'shared-contracts/support';
import styled from 'styled-components';
import { Button, EmptyState, Pagination } from 'ui-kit';
import { pageFromQuery } from '../frame/id-param';
import { LoadFailure, LoadingRows } from '../frame/load-states';
import { Lead, PageTitle, SupportPage } from '../frame/support-page';
import { CategoryFilter } from './category-filter';
import { AskPrompt } from './ask-prompt';
import { categoryFromQuery, faqListPath } from './faq-category';
import { FaqItem } from './faq-item';
import { useSupportFaqsQuery } from './faq.api';
import { faqMessages as t } from './faq.messages';

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
  padding: 0;
  list-style: none;
  border-top: 2px solid ${({ theme }) => theme.colors.text};
`;

/** /support/faq: the category filter (§2, §9) and the page kept in the address, 10 a page, answers opened in place. */
export function FaqListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = categoryFromQuery(searchParams.get('category'));
  const page = pageFromQuery(searchParams.get('page'));
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading, isError, isFetching, refetch } = useSupportFaqsQuery({ page, size: SUPPORT_PAGE_SIZES.faq, category });
  const here = faqListPath(category, page);

  const goTo = (next: number) => {
    const params = new URLSearchParams(searchParams);
    if (next > 0) params.set('page', String(next + 1));
    else params.delete('page');
    setSearchParams(params);
    titleRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <SupportPage>
      <PageTitle ref={titleRef}>{t.title}</PageTitle>
      <Lead>{t.lead}</Lead>
      <CategoryFilter current={category} />
      {isLoading ? (
        <LoadingRows label={t.loading} rows={5} />
      ) : isError || !data ? (
        <LoadFailure detail={getErrorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.content.length === 0 && page > 0 ? (
        <EmptyState
          title={t.pageEmptyTitle}
          action={
            <Button as={Link} to={faqListPath(category)} variant="secondary">
              {t.firstPage}
            </Button>
          }
        />
      ) : data.content.length === 0 ? (
        <EmptyState title={t.emptyTitle} description={t.emptyDescription} />
      ) : (
        <>
          <Count aria-live="polite">{t.count(data.totalElements)}</Count>
          <List aria-label={t.listLabel} aria-busy={isFetching || undefined}>
            {data.content.map((faq) => (
              // Keyed by category too, so a new filter starts with every answer closed.
              <FaqItem key={`${category ?? 'ALL'}-${faq.id}`} faq={faq} showCategory={!category} listPath={here} />
            ))}
          </List>
          <Pagination page={page} totalPages={data.totalPages} onChange={goTo} label={t.pager} />
        </>
      )}
      <AskPrompt />
    </SupportPage>
  );
}
