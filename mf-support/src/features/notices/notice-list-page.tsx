import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from 'shared-contracts';
import { SUPPORT_PAGE_SIZES } from 'shared-contracts/support';
import styled from 'styled-components';
import { Button, EmptyState, formatDate, visuallyHidden, Pagination } from 'ui-kit';
import { pageFromQuery } from '../frame/id-param';
import { LoadFailure, LoadingRows } from '../frame/load-states';
import { Lead, PageTitle, SupportPage } from '../frame/support-page';
import { useSupportNoticesQuery } from './notices.api';
import { PinnedBadge } from './notice-badge';
import { noticesMessages as t } from './notices.messages';

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

const Row = styled.li<{ $pinned: boolean }>`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $pinned }) => ($pinned ? theme.colors.brandSubtle : 'transparent')};

  a {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    min-height: 56px;
    padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.sm}`};
    color: inherit;
    text-decoration: none;
  }
  a:hover .title,
  a:focus-visible .title {
    text-decoration: underline;
  }
`;

const Title = styled.span<{ $pinned: boolean }>`
  flex: 1 1 12em;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme, $pinned }) => ($pinned ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;

const When = styled.span`
  flex: 0 0 auto;
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** /support/notice: 10 a page, pinned notices first and marked (§2, §9); the page is kept in the address. */
export function NoticeListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading, isError, isFetching, refetch } = useSupportNoticesQuery({ page, size: SUPPORT_PAGE_SIZES.notices });
  const here = `/support/notice${page > 0 ? `?page=${page + 1}` : ''}`;

  const goTo = (next: number) => {
    setSearchParams(next > 0 ? { page: String(next + 1) } : {});
    titleRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <SupportPage>
      <PageTitle ref={titleRef}>{t.title}</PageTitle>
      <Lead>{t.lead}</Lead>
      {isLoading ? (
        <LoadingRows label={t.loadingList} rows={5} />
      ) : isError || !data ? (
        <LoadFailure detail={getErrorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.content.length === 0 && page > 0 ? (
        <EmptyState
          title={t.pageEmptyTitle}
          action={
            <Button as={Link} to="/support/notice" variant="secondary">
              {t.firstPage}
            </Button>
          }
        />
      ) : data.content.length === 0 ? (
        <EmptyState title={t.emptyTitle} description={t.emptyDescription} />
      ) : (
        <>
          <Count>{t.count(data.totalElements)}</Count>
          <List aria-label={t.listLabel} aria-busy={isFetching || undefined}>
            {data.content.map((notice) => (
              <Row key={notice.id} $pinned={notice.pinned}>
                <Link to={`/support/notice/${notice.id}`} state={{ from: here }}>
                  {notice.pinned ? <PinnedBadge aria-hidden="true">{t.pinned}</PinnedBadge> : null}
                  {notice.pinned ? <Hidden>{t.pinnedLong}: </Hidden> : null}
                  <Title className="title" $pinned={notice.pinned}>
                    {notice.title}
                  </Title>
                  <When>
                    <Hidden>{t.posted} </Hidden>
                    {formatDate(notice.createdAt)}
                  </When>
                </Link>
              </Row>
            ))}
          </List>
          <Pagination page={page} totalPages={data.totalPages} onChange={goTo} label={t.pager} />
        </>
      )}
    </SupportPage>
  );
}
