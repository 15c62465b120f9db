import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Skeleton } from 'ui-kit';
import { LoadFailure } from '../frame/load-states';
import { useSupportNoticeNavQuery, useSupportNoticeQuery } from './notices.api';
import { noticesMessages as t } from './notices.messages';

const Nav = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  min-height: 52px;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.xs}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.md};
    flex: 1 1 auto;
    min-width: 0;
    min-height: 44px;
    color: inherit;
    text-decoration: none;
  }
  a:hover .title,
  a:focus-visible .title {
    text-decoration: underline;
  }
`;

const Label = styled.span`
  flex: 0 0 4.5em;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Title = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function Neighbour({ id, label, none, listState }: { id: number | null; label: string; none: string; listState: string }) {
  const { data } = useSupportNoticeQuery(id ?? 0, { skip: id === null });
  if (id === null) {
    return (
      <Item>
        <Label aria-hidden="true">{label}</Label>
        <Muted>{none}</Muted>
      </Item>
    );
  }
  return (
    <Item>
      <Link to={`/support/notice/${id}`} state={{ from: listState }}>
        <Label>{label}</Label>
        {/* The neighbour's title arrives with its own call; until then the link still reads 이전 글 / 다음 글. */}
        <Title className="title">{data ? data.title : <Skeleton width="60%" height={16} />}</Title>
      </Link>
    </Item>
  );
}

/** Previous/next from GET /notices/{id}/nav, in list order: prevId is the notice just above, nextId just below. */
export function NoticeNeighbours({ id, listState }: { id: number; listState: string }) {
  const { data, isLoading, isError, isFetching, refetch } = useSupportNoticeNavQuery(id);
  if (isLoading) return null;
  if (isError || !data) return <LoadFailure title={t.neighboursFailed} onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <Nav aria-label={t.neighbours}>
      <List>
        <Neighbour id={data.prevId} label={t.previous} none={t.noPrevious} listState={listState} />
        <Neighbour id={data.nextId} label={t.next} none={t.noNext} listState={listState} />
      </List>
    </Nav>
  );
}
