import { Link, useLocation, useParams } from 'react-router-dom';
import { getErrorMessage } from 'shared-contracts';
import styled from 'styled-components';
import { Button, EmptyState, formatDateTime } from 'ui-kit';
import { positiveId } from '../frame/id-param';
import { LoadFailure, LoadingRows } from '../frame/load-states';
import { PlainText } from '../frame/plain-text';
import { PageTitle, SupportPage } from '../frame/support-page';
import { NoticeNeighbours } from './notice-neighbours';
import { PinnedBadge } from './notice-badge';
import { useSupportNoticeQuery } from './notices.api';
import { noticesMessages as t } from './notices.messages';

const Header = styled.header`
  padding-bottom: ${({ theme }) => theme.spacing.lg};
  border-bottom: 2px solid ${({ theme }) => theme.colors.text};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled(PlainText)`
  padding: ${({ theme }) => `${theme.spacing.xl} 0`};
  min-height: 160px;
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.spacing.xl};
`;

/** The list page the reader came from (kept in the link's state), so 목록으로 returns to the same page. */
export function useListPath(fallback: string): string {
  const state: unknown = useLocation().state;
  const from = state && typeof state === 'object' && 'from' in state ? (state as { from: unknown }).from : null;
  return typeof from === 'string' && from.startsWith(fallback) ? from : fallback;
}

function NotFound({ listPath }: { listPath: string }) {
  return (
    <EmptyState
      headingLevel={1}
      title={t.notFoundTitle}
      description={t.notFoundDescription}
      action={
        <Button as={Link} to={listPath}>
          {t.toList}
        </Button>
      }
    />
  );
}

/** /support/notice/:id: the notice as plain text with its line breaks, and the previous/next notices (§2, §7). */
export function NoticeDetailPage() {
  const id = positiveId(useParams().id);
  const listPath = useListPath('/support/notice');
  const { data, error, isLoading, isError, isFetching, refetch } = useSupportNoticeQuery(id ?? 0, { skip: id === null });

  const notFound = id === null || (isError && (error as { status?: unknown } | undefined)?.status === 404);
  let content;
  if (notFound) {
    content = <NotFound listPath={listPath} />;
  } else if (isLoading) {
    content = <LoadingRows label={t.loadingNotice} rows={4} height={40} />;
  } else if (isError || !data) {
    content = <LoadFailure detail={getErrorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  } else {
    content = (
      <article aria-labelledby="notice-title">
        <Header>
          <PageTitle id="notice-title">{data.title}</PageTitle>
          <Meta>
            {data.pinned ? <PinnedBadge>{t.pinnedLong}</PinnedBadge> : null}
            <span>
              {t.posted} <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
            </span>
          </Meta>
        </Header>
        <Body text={data.content} />
      </article>
    );
  }

  return (
    <SupportPage>
      {content}
      {id !== null && data ? <NoticeNeighbours id={id} listState={listPath} /> : null}
      {notFound ? null : (
        <Footer>
          <Button as={Link} to={listPath} variant="secondary">
            {t.toList}
          </Button>
        </Footer>
      )}
    </SupportPage>
  );
}
