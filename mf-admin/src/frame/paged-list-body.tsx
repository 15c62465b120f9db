import type { ReactNode } from 'react';
import { getErrorMessage } from 'shared-contracts';
import { EmptyState, Pagination } from 'ui-kit';
import { totalPagesOf } from '../features/support.constants';
import { Total, ErrorState, LoadingState } from 'ui-kit/back-office';

/** What an RTK Query hook answers for one page of an admin list ({content, page, size, totalElements}). */
export interface PagedListQuery<T extends { size: number; totalElements: number }> {
  data?: T | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface PagedListBodyProps<T extends { size: number; totalElements: number }> {
  query: PagedListQuery<T>;
  /** Texts of the list: the loading label, the failure title, the empty line, the count above and the pager's name. */
  labels: { loading: string; failed: string; empty: string; total: (count: number) => string; pages: string };
  page: number;
  onPage: (page: number) => void;
  /** Placeholder rows while the first page loads. */
  loadingRows?: number;
  /** The page's rows (a table, a list) for a page that has some. */
  children: (data: T) => ReactNode;
}

/**
 * The body every admin list shares (docs/back-office.md "Who and how"): a loading placeholder, the failure with a
 * retry, the empty line, or the count, the rows and the pager.
 */
export function PagedListBody<T extends { size: number; totalElements: number }>({
  query,
  labels,
  page,
  onPage,
  loadingRows = 5,
  children,
}: PagedListBodyProps<T>) {
  const { data, isLoading, isError, isFetching, error, refetch } = query;
  if (isLoading) return <LoadingState label={labels.loading} rows={loadingRows} />;
  if (isError || !data) {
    return <ErrorState title={labels.failed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (data.totalElements === 0) return <EmptyState title={labels.empty} />;
  return (
    <>
      <Total>{labels.total(data.totalElements)}</Total>
      {children(data)}
      <Pagination page={page} totalPages={totalPagesOf(data)} onChange={onPage} label={labels.pages} />
    </>
  );
}
