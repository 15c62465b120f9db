import { useId, useState } from 'react';
import { getErrorMessage } from 'shared-contracts';
import type { AdminRefund, AdminRefundStatus } from 'shared-contracts/schemas/admin';
import { useToast } from 'ui-kit';
import { Card, PageHeader, Toolbar, formatSort, parseSort, useListParams } from 'ui-kit/back-office';
import { Select } from 'ui-kit/forms';
import { PagedListBody } from '../../frame/paged-list-body';
import { RefundsTable } from './refunds-table';
import { useAdminRefundsQuery, useAdminRetryRefundMutation } from './refunds.api';
import { ALL_REFUNDS, REFUND_SORT_KEYS, REFUND_STATUS_LABELS, REFUND_STATUSES, refundsMessages as t } from './refunds.messages';

const isStatus = (value: string): value is AdminRefundStatus => (REFUND_STATUSES as readonly string[]).includes(value);

/**
 * /admin/refunds (운영 → 환불): the refunds the payment provider has not confirmed first — the failed ones by default,
 * `?status=PENDING|SUCCEEDED|ALL&sort=&page=` in the address — with their attempts and last error, and 다시 시도; newest
 * first unless a column header sorts them (on the server, decision 0020).
 */
export function RefundsPage() {
  const id = useId();
  const { page, values, update, setPage } = useListParams(['status', 'sort'] as const);
  const all = values.status === ALL_REFUNDS;
  const status: AdminRefundStatus | undefined = all ? undefined : isStatus(values.status) ? values.status : 'FAILED';
  const sort = parseSort(values.sort, REFUND_SORT_KEYS);
  const query = useAdminRefundsQuery({ status, sort: sort ? formatSort(sort) : undefined, page }, { refetchOnMountOrArgChange: true });
  const [retry] = useAdminRetryRefundMutation();
  const [retrying, setRetrying] = useState<number | null>(null);
  const toast = useToast();

  const onRetry = async (refund: AdminRefund) => {
    setRetrying(refund.id);
    try {
      const after = await retry(refund.id).unwrap();
      if (after.status === 'SUCCEEDED') toast.success(t.retried(refund.bookingId));
      else toast.error(after.status === 'FAILED' ? t.stillFailing(refund.bookingId) : t.stillPending(refund.bookingId));
    } catch (error) {
      // 409 (done meanwhile, or an attempt under way): the server's words, and the list as it now stands.
      toast.error(getErrorMessage(error, t.retryFailed));
      void query.refetch();
    } finally {
      setRetrying(null);
    }
  };

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Card aria-label={t.caption}>
        <Toolbar>
          <label htmlFor={`${id}-status`}>
            {t.statusLabel}
            <Select
              id={`${id}-status`}
              value={status ?? ALL_REFUNDS}
              onChange={(event) => update({ status: event.target.value === 'FAILED' ? '' : event.target.value })}
            >
              {REFUND_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {REFUND_STATUS_LABELS[value]}
                </option>
              ))}
              <option value={ALL_REFUNDS}>{t.all}</option>
            </Select>
          </label>
        </Toolbar>
        <PagedListBody
          query={query}
          labels={{
            loading: t.loading,
            failed: t.failed,
            empty: status ? t.empty(REFUND_STATUS_LABELS[status]) : t.emptyAll,
            total: t.total,
            pages: t.pages,
          }}
          page={page}
          onPage={setPage}
        >
          {(data) => (
            <RefundsTable
              rows={data.content}
              sort={sort}
              onSortChange={(next) => update({ sort: formatSort(next) })}
              busy={query.isFetching}
              retrying={retrying}
              onRetry={(r) => void onRetry(r)}
            />
          )}
        </PagedListBody>
      </Card>
    </>
  );
}
