import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { APPLICATION_CLIENT_MESSAGES as C } from 'shared-contracts/hotel-application';
import type { ApplicationListItem } from 'shared-contracts/schemas/support';
import { Button, EmptyState, formatDateTime, PageFrame, Pagination, Skeleton } from 'ui-kit';
import { Intro, PageTitle } from '../auth/page-parts';
import { Callout, Head } from './application-form.styles';
import { ApplicationStatusBadge } from './application-status';
import { useHotelapplyMineQuery } from './hotelapply.api';
import { hotelapplyMessages as t } from './hotelapply.messages';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Title = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Reason = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.spacing.md};

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    min-height: 32px;
  }
  p {
    margin: ${({ theme }) => theme.spacing.sm} 0 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Memo = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const addressOf = (item: ApplicationListItem) => [item.address1, item.address2].filter(Boolean).join(' ');

function ApplicationItem({ item }: { item: ApplicationListItem }) {
  const titleId = `application-${item.id}-title`;
  return (
    <Item aria-labelledby={titleId}>
      <Title>
        <h2 id={titleId}>{item.hotelName}</h2>
        <ApplicationStatusBadge status={item.status} />
      </Title>
      <Facts>
        <dt>{t.mine.address}</dt>
        <dd>{addressOf(item)}</dd>
        <dt>{t.mine.createdAt}</dt>
        <dd>
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </dd>
      </Facts>
      {item.status === 'NEEDS_INFO' ? (
        <Callout $tone="warning">
          <strong>{t.mine.needsInfo}</strong>
          {item.reviewMemo ? <Memo>{item.reviewMemo}</Memo> : null}
          <Row>
            {item.reviewedAt ? <time dateTime={item.reviewedAt}>{t.mine.requestedAt(formatDateTime(item.reviewedAt))}</time> : <span />}
            <Button as={Link} to={`/hotelapply/mine/${item.id}/edit`} size="sm" aria-label={t.mine.editLabel(item.hotelName)}>
              {t.mine.editAndResubmit}
            </Button>
          </Row>
        </Callout>
      ) : null}
      {item.status === 'REJECTED' && item.reviewMemo ? (
        <Reason>
          <summary>{t.mine.rejectReason}</summary>
          <p>{item.reviewMemo}</p>
          {item.reviewedAt ? (
            <p className="time">
              <time dateTime={item.reviewedAt}>{t.mine.processedAt(formatDateTime(item.reviewedAt))}</time>
            </p>
          ) : null}
        </Reason>
      ) : null}
      {item.status === 'PENDING' || item.status === 'UNDER_REVIEW' ? <Callout>{t.mine.inReview}</Callout> : null}
      {item.status === 'APPROVED' ? (
        <Callout $tone="success">
          <Row>
            <span>{t.mine.approved}</span>
            <Button as={Link} to="/owner" size="sm" variant="secondary">
              {t.mine.toOwner}
            </Button>
          </Row>
        </Callout>
      ) : null}
    </Item>
  );
}

/** /hotelapply/mine (login required): the member's applications, newest first, 20 a page (§2, §4, §9). */
export function MyApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw - 1 : 0;
  const { data, isLoading, isError, isFetching, refetch } = useHotelapplyMineQuery({ page }, { refetchOnMountOrArgChange: true });

  const body = () => {
    if (isLoading) {
      return (
        <div role="status" aria-label={t.mine.loading}>
          <Skeleton height={140} lines={2} />
        </div>
      );
    }
    if (isError || !data || !Array.isArray(data.content)) {
      return (
        <div role="alert">
          <EmptyState
            title={C.listFailed}
            action={
              <Button variant="secondary" onClick={() => void refetch()} loading={isFetching}>
                {t.mine.retry}
              </Button>
            }
          />
        </div>
      );
    }
    if (data.totalElements === 0) {
      return (
        <EmptyState
          title={t.mine.empty}
          description={t.mine.emptyHint}
          action={
            <Button as={Link} to="/hotelapply">
              {t.mine.newApplication}
            </Button>
          }
        />
      );
    }
    return (
      <>
        <Bar>
          <p>{t.mine.total(data.totalElements)}</p>
        </Bar>
        <List aria-label={t.mine.listLabel} aria-busy={isFetching || undefined}>
          {data.content.map((item) => (
            <ApplicationItem key={item.id} item={item} />
          ))}
        </List>
        <Pagination
          page={page}
          totalPages={Math.max(1, data.totalPages)}
          onChange={(next) => setParams(next === 0 ? {} : { page: String(next + 1) })}
          label={t.mine.pages}
        />
      </>
    );
  };

  return (
    <PageFrame width="narrow">
      <Head>
        <PageTitle>{t.mine.title}</PageTitle>
        <Link to="/hotelapply">{t.mine.newApplication}</Link>
      </Head>
      <Intro>{t.mine.intro}</Intro>
      {body()}
    </PageFrame>
  );
}
