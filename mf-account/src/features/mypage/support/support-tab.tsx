import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, formatDateTime, Skeleton, visuallyHidden } from 'ui-kit';
import { TabHeading } from '../frame/tab-heading';
import { useMypageTicketsQuery } from './my-tickets.api';

export const supportTabMessages = {
  title: '1:1 문의',
  emptyTitle: '남긴 문의가 없습니다.',
  emptyDescription: '궁금한 점이나 불편한 점을 고객센터에 남겨주시면 운영시간(09:00 ~ 익일 03:00)에 답변드립니다.',
  ask: '1:1 문의하기',
  mine: '고객센터에서 보기',
  loadFailed: '조회 실패',
  retry: '다시 시도',
  count: (n: number) => `문의 ${n}건`,
  status: { UPLOADED: '접수', ANSWERED: '답변완료' },
  created: '문의일',
} as const;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    display: grid;
    grid-template-columns: auto 1fr auto;
    gap: ${({ theme }) => theme.spacing.sm};
    align-items: center;
    min-height: 56px;
    padding: ${({ theme }) => theme.spacing.sm} 0;
    color: inherit;
    text-decoration: none;
  }
  a:hover .subject,
  a:focus-visible .subject {
    text-decoration: underline;
  }
`;

const Subject = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const When = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Badge = styled.span<{ $answered: boolean }>`
  padding: 2px ${({ theme }) => theme.spacing.sm};
  border-radius: 999px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $answered }) => ($answered ? theme.colors.success : theme.colors.warning)};
  background: ${({ theme, $answered }) => ($answered ? theme.colors.successSubtle : theme.colors.warningSubtle)};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** My page's support tab (§2 "own tickets overview"): the member's tickets with their status, each opening its thread. */
export function SupportTab() {
  const { data, isLoading, isError, refetch, isFetching } = useMypageTicketsQuery(undefined, { refetchOnMountOrArgChange: true });
  const t = supportTabMessages;

  return (
    <section aria-labelledby="mypage-support-title">
      <TabHeading id="mypage-support-title">{t.title}</TabHeading>
      <Actions>
        <Button as={Link} to="/support/contact/inquiry">
          {t.ask}
        </Button>
        <Button as={Link} to="/support/contact/my" variant="secondary">
          {t.mine}
        </Button>
      </Actions>
      {isLoading ? (
        <div role="status" aria-busy="true">
          <Hidden>문의 내역을 불러오는 중</Hidden>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={56} />
          ))}
        </div>
      ) : isError ? (
        <div role="alert">
          <Muted>{t.loadFailed}</Muted>
          <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
            {t.retry}
          </Button>
        </div>
      ) : !data?.length ? (
        <EmptyState title={t.emptyTitle} description={t.emptyDescription} />
      ) : (
        <>
          <Muted>{t.count(data.length)}</Muted>
          <List>
            {data.map((ticket) => (
              <Row key={ticket.id}>
                <Link to={`/support/contact/ticket/${ticket.id}`}>
                  <Badge $answered={ticket.status === 'ANSWERED'}>{t.status[ticket.status]}</Badge>
                  <Subject className="subject">{ticket.subject}</Subject>
                  <When>
                    <Hidden>{t.created} </Hidden>
                    {formatDateTime(ticket.createdAt)}
                  </When>
                </Link>
              </Row>
            ))}
          </List>
        </>
      )}
    </section>
  );
}
