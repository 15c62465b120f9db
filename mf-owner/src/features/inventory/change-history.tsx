import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { InventoryChange, OwnerRoomType } from 'shared-contracts/schemas/owner';
import { EmptyState, formatDateTime, formatWon } from 'ui-kit';
import { ErrorState, LoadingState } from 'ui-kit/back-office';
import { abbreviation } from './inventory-calendar';
import { useOwnerInventoryChangesQuery } from './inventory.api';
import { inventoryMessages as t } from './inventory.messages';
import { UndoChangeButton } from './undo-change-button';

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One change a row; on a phone its parts wrap instead of squeezing into columns. */
const List = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => `${theme.spacing.sm} 0`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .what {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xxs};
    min-width: 0;
    font-variant-numeric: tabular-nums;
  }
  .head {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .action {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: ${({ theme }) => theme.spacing.xxs};
  }
`;

/** What a change set, in words: "요금 99,000원 · 객실 3실 · 판매중 · 최소 2박 · 체크인 불가 해제". */
export function changeWords(change: InventoryChange): string {
  const s = change.set;
  const flag = (value: boolean | null, label: string) => (value === null ? '' : value ? label : `${label} 해제`);
  return [
    s.price === null ? '' : `요금 ${formatWon(s.price)}`,
    s.allotment === null ? '' : `객실 ${s.allotment.toLocaleString('ko-KR')}실`,
    s.status === null ? '' : t.status[s.status],
    s.minStay === null ? '' : t.minStayBadge(s.minStay),
    flag(s.closedToArrival, t.closedToArrival),
    flag(s.closedToDeparture, t.closedToDeparture),
  ]
    .filter(Boolean)
    .join(' · ');
}

interface Props {
  hotelId: number;
  types: readonly OwnerRoomType[];
}

/** 변경 기록: the hotel's newest bulk applies and registrations, each with 되돌리기 while it stands (docs/decisions/0017). */
export function ChangeHistory({ hotelId, types }: Props) {
  const { data, isLoading, isError, error, refetch, isFetching } = useOwnerInventoryChangesQuery({ hotelId });
  const typeNames = (ids: readonly number[]) =>
    ids
      .map((id) => types.find((type) => type.id === id))
      .map((type, i) => (type ? abbreviation(type) : String(ids[i])))
      .join(', ');

  const body = () => {
    if (isLoading) return <LoadingState label={t.historyLoading} rows={3} />;
    if (isError || !data)
      return <ErrorState title={t.historyFailed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.length === 0) return <EmptyState title={t.historyEmpty} headingLevel={3} />;
    return (
      <List aria-busy={isFetching || undefined}>
        {data.map((change) => {
          const head = `${t.kind[change.kind]} · ${typeNames(change.roomTypeIds)} · ${change.from} ~ ${change.to}`;
          return (
            <li key={change.changeId}>
              <span className="what">
                <span className="head">{head}</span>
                <span>
                  {changeWords(change)} ({t.historyNights(change.nights)})
                </span>
                <span className="muted">
                  {formatDateTime(change.changedAt)} · {change.actorName}
                </span>
              </span>
              <span className="action">
                {change.undoneAt ? (
                  <span className="muted">{t.undoneAt(formatDateTime(change.undoneAt))}</span>
                ) : (
                  <UndoChangeButton hotelId={hotelId} changeId={change.changeId} label={head} />
                )}
              </span>
            </li>
          );
        })}
      </List>
    );
  };

  return (
    <section aria-labelledby={`history-${hotelId}`}>
      <h2 id={`history-${hotelId}`}>{t.historyTitle}</h2>
      <Hint>{t.historyHint}</Hint>
      {body()}
    </section>
  );
}
