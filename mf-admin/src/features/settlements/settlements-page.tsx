import { Fragment, useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { AdminSettlement } from 'shared-contracts/schemas/admin';
import { Button, EmptyState, formatDateTime, formatWon, Pagination } from 'ui-kit';
import { Badge, RowActions, Total, useListParams, Card, ErrorState, LoadingState, PageHeader } from 'ui-kit/back-office';
import { totalPagesOf } from '../support.constants';
import { CsvDownload } from './csv-download';
import { MoneyTable as Table } from './money-table';
import { SettleDialog } from './settle-dialog';
import { SettleWeekDialog } from './settle-week-dialog';
import { SettlementDetails } from './settlement-details';
import { SettlementTotals } from './settlement-totals';
import { weekParam } from './settlement-week';
import { useAdminSettlementsQuery } from './settlements.api';
import { SETTLEMENT_STATUS_LABELS, SETTLEMENT_STATUSES, settlementsMessages as t, type SettlementStatus } from './settlements.messages';
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

function StatusBadge({ status }: { status: SettlementStatus }) {
  return <Badge $tone={status === 'SETTLED' ? 'success' : 'warning'}>{SETTLEMENT_STATUS_LABELS[status]}</Badge>;
}

/** /admin/settlements: one week's statements per hotel (week and status in the address), totals, lines, settle, CSV. */
export function SettlementsPage() {
  const { page, values, update, setPage } = useListParams(['week', 'status'] as const);
  const week = weekParam(values.week);
  const status = isStatus(values.status) ? values.status : undefined;
  const { data, isLoading, isError, isFetching, error, refetch } = useAdminSettlementsQuery({ week, status, page });
  const [open, setOpen] = useState<number | null>(null);
  const [settling, setSettling] = useState<AdminSettlement | null>(null);
  const [settlingWeek, setSettlingWeek] = useState(false);

  const row = (s: AdminSettlement) => (
    <Fragment key={s.id}>
      <tr>
        <td>
          <strong>{s.hotelName}</strong>
          <div>#{s.hotelId}</div>
        </td>
        <td className="num secondary">{t.count(s.bookingCount)}</td>
        <td className="num secondary">{formatWon(s.grossAmount)}</td>
        <td className="num secondary">{formatWon(s.feeAmount)}</td>
        <td className="num secondary">{s.refundCount > 0 ? `${formatWon(s.refundAmount)} (${t.count(s.refundCount)})` : formatWon(0)}</td>
        <td className="num">
          <strong>{formatWon(s.netAmount)}</strong>
        </td>
        <td className="nowrap">
          <StatusBadge status={s.status} />
        </td>
        <td className="nowrap secondary">{s.settledAt ? <time dateTime={s.settledAt}>{formatDateTime(s.settledAt)}</time> : '–'}</td>
        <td className="actions">
          <RowActions>
            <Button size="sm" variant="ghost" aria-expanded={open === s.id} aria-label={`${s.hotelName} ${open === s.id ? t.hideDetails : t.details}`} onClick={() => setOpen(open === s.id ? null : s.id)}>
              {open === s.id ? t.hideDetails : t.details}
            </Button>
            {s.status === 'PENDING' && data?.weekClosed ? (
              <Button size="sm" aria-label={`${s.hotelName} ${t.settle}`} onClick={() => setSettling(s)}>
                {t.settle}
              </Button>
            ) : null}
          </RowActions>
        </td>
      </tr>
      {open === s.id ? (
        <tr>
          <td colSpan={9} aria-label={t.detailsOf(s.hotelName)}>
            <SettlementDetails id={s.id} hotelName={s.hotelName} />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );

  const body = () => {
    if (isLoading) return <LoadingState label={t.loading} rows={4} />;
    if (isError || !data) return <ErrorState title={t.failed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
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
            <Table aria-busy={isFetching || undefined}>
              <caption>{t.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.columns.hotel}</th>
                  <th scope="col" className="num secondary">{t.columns.bookings}</th>
                  <th scope="col" className="num secondary">{t.columns.gross}</th>
                  <th scope="col" className="num secondary">{t.columns.fee}</th>
                  <th scope="col" className="num secondary">{t.columns.refunds}</th>
                  <th scope="col" className="num">{t.columns.net}</th>
                  <th scope="col">{t.columns.status}</th>
                  <th scope="col" className="secondary">{t.columns.settledAt}</th>
                  <th scope="col" className="actions">{t.columns.actions}</th>
                </tr>
              </thead>
              <tbody>{data.content.map(row)}</tbody>
            </Table>
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
      {settlingWeek && data ? <SettleWeekDialog weekStart={data.weekStart} weekEnd={data.weekEnd} pending={data.pending} onClose={() => setSettlingWeek(false)} /> : null}
    </>
  );
}
