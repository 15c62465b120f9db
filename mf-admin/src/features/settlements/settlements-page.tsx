import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { AdminSettlement } from 'shared-contracts/schemas/admin';
import { Button, EmptyState, Pagination } from 'ui-kit';
import { formatSort, parseSort, Total, useListParams, Card, ErrorState, LoadingState, PageHeader } from 'ui-kit/back-office';
import { totalPagesOf } from '../support.constants';
import { CsvDownload } from './csv-download';
import { SettleDialog } from './settle-dialog';
import { SettleWeekDialog } from './settle-week-dialog';
import { SettlementDetails } from './settlement-details';
import { SettlementTotals } from './settlement-totals';
import { SettlementsTable } from './settlements-table';
import { weekParam } from './settlement-week';
import { useAdminSettlementsQuery } from './settlements.api';
import {
  SETTLEMENT_SORT_KEYS,
  SETTLEMENT_STATUS_LABELS,
  SETTLEMENT_STATUSES,
  settlementsMessages as t,
  type SettlementStatus,
} from './settlements.messages';
import { WeekPicker } from './week-picker';

const isStatus = (value: string): value is SettlementStatus => (SETTLEMENT_STATUSES as readonly string[]).includes(value);

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Details = styled.section`
  margin-top: ${({ theme }) => theme.spacing.md};
  padding-top: ${({ theme }) => theme.spacing.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** /admin/settlements: one week's statements per hotel (week and status in the address), totals, lines, settle, CSV. */
export function SettlementsPage() {
  const { page, values, update, setPage } = useListParams(['week', 'status', 'sort'] as const);
  const week = weekParam(values.week);
  const status = isStatus(values.status) ? values.status : undefined;
  const sort = parseSort(values.sort, SETTLEMENT_SORT_KEYS);
  const { data, isLoading, isError, isFetching, error, refetch } = useAdminSettlementsQuery({
    week,
    status,
    sort: sort ? formatSort(sort) : undefined,
    page,
  });
  const [open, setOpen] = useState<number | null>(null);
  const [settling, setSettling] = useState<AdminSettlement | null>(null);
  const [settlingWeek, setSettlingWeek] = useState(false);
  const opened = data?.content.find((s) => s.id === open) ?? null;

  const body = () => {
    if (isLoading) return <LoadingState label={t.loading} rows={4} />;
    if (isError || !data)
      return <ErrorState title={t.failed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
    return (
      <>
        <SettlementTotals totals={data.totals} />
        <Note>{t.refundsNote}</Note>
        {data.weekClosed ? null : <Note role="note">{t.week.open}</Note>}
        {data.totalElements === 0 ? (
          <EmptyState title={status ? t.emptyFiltered(SETTLEMENT_STATUS_LABELS[status]) : t.empty} />
        ) : (
          <>
            <Total>{t.total(data.totalElements)}</Total>
            <SettlementsTable
              rows={data.content}
              sort={sort}
              onSortChange={(next) => {
                setOpen(null);
                update({ sort: formatSort(next) });
              }}
              busy={isFetching}
              open={open}
              onToggle={(id) => setOpen(open === id ? null : id)}
              settleable={data.weekClosed}
              onSettle={setSettling}
            />
            {opened ? (
              <Details role="region" aria-label={t.detailsOf(opened.hotelName)}>
                <SettlementDetails id={opened.id} hotelName={opened.hotelName} />
              </Details>
            ) : null}
            <Pagination page={page} totalPages={totalPagesOf(data)} onChange={setPage} label={t.pages} />
          </>
        )}
      </>
    );
  };

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Card aria-label={t.caption}>
        <Header>
          <WeekPicker
            weekStart={data?.weekStart ?? null}
            weekEnd={data?.weekEnd ?? null}
            lastClosedWeekStart={data?.lastClosedWeekStart ?? null}
            status={status ?? ''}
            onChange={(changes) => {
              setOpen(null);
              update(changes);
            }}
          />
          {data ? (
            <Actions>
              {data.weekClosed && data.pending.statements > 0 ? <Button onClick={() => setSettlingWeek(true)}>{t.settleWeek}</Button> : null}
              <CsvDownload weekStart={data.weekStart} weekEnd={data.weekEnd} />
            </Actions>
          ) : null}
        </Header>
        {body()}
      </Card>
      {settling ? <SettleDialog statement={settling} onClose={() => setSettling(null)} /> : null}
      {settlingWeek && data ? (
        <SettleWeekDialog weekStart={data.weekStart} weekEnd={data.weekEnd} pending={data.pending} onClose={() => setSettlingWeek(false)} />
      ) : null}
    </>
  );
}
