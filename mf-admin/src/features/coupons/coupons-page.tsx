import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AdminCoupon, AdminCouponStatus } from 'shared-contracts/schemas/admin';
import { Button, useToast } from 'ui-kit';
import { Table, Toolbar, useListParams, Card, PageHeader } from 'ui-kit/back-office';
import { Select, TextInput } from 'ui-kit/forms';
import { PagedListBody } from '../../frame/paged-list-body';
import { NoteDialog } from '../people/note-dialog';
import { LIMITS } from '../support.constants';
import { CouponFormDialog } from './coupon-form-dialog';
import { CouponRow } from './coupon-row';
import { useAdminCouponsQuery, useAdminStopCouponMutation } from './coupons.api';
import { COUPON_STATUS_LABELS, COUPON_STATUSES, couponsMessages as t } from './coupons.messages';

const isStatus = (value: string): value is AdminCouponStatus => (COUPON_STATUSES as readonly string[]).includes(value);

/** /admin/coupons: code campaigns newest first, `?q=&status=&page=` in the address; create and stop. */
export function CouponsPage() {
  const id = useId();
  const { page, values, update, setPage } = useListParams(['q', 'status'] as const);
  const status = isStatus(values.status) ? values.status : undefined;
  const q = values.q.trim() || undefined;
  const query = useAdminCouponsQuery({ q, status, page });
  const [stop] = useAdminStopCouponMutation();
  const [draft, setDraft] = useState(values.q);
  useEffect(() => setDraft(values.q), [values.q]);
  const [creating, setCreating] = useState(false);
  const [stopping, setStopping] = useState<AdminCoupon | null>(null);
  const toast = useToast();

  const body = () => (
    <PagedListBody
      query={query}
      labels={{ loading: t.loading, failed: t.failed, empty: t.empty, total: t.total, pages: t.pages }}
      page={page}
      onPage={setPage}
      loadingRows={5}
    >
      {(data) => (
        <>
          <Table aria-busy={query.isFetching || undefined}>
            <caption>{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.title}</th>
                <th scope="col" className="secondary">
                  {t.columns.code}
                </th>
                <th scope="col" className="secondary">
                  {t.columns.amount}
                </th>
                <th scope="col" className="secondary">
                  {t.columns.period}
                </th>
                <th scope="col">{t.columns.issued}</th>
                <th scope="col" className="secondary">
                  {t.columns.used}
                </th>
                <th scope="col" className="secondary">
                  {t.columns.remaining}
                </th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((coupon) => (
                <CouponRow key={coupon.id} coupon={coupon} onStop={setStopping} />
              ))}
            </tbody>
          </Table>
        </>
      )}
    </PagedListBody>
  );

  return (
    <>
      <PageHeader title={t.title} description={t.description} actions={<Button onClick={() => setCreating(true)}>{t.create}</Button>} />
      <Card aria-label={t.caption}>
        <Toolbar
          as="form"
          role="search"
          aria-label={t.search}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            update({ q: draft.trim() });
          }}
        >
          <label htmlFor={`${id}-status`}>
            {t.statusLabel}
            <Select id={`${id}-status`} value={status ?? ''} onChange={(event) => update({ status: event.target.value })}>
              <option value="">{t.all}</option>
              {COUPON_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {COUPON_STATUS_LABELS[value]}
                </option>
              ))}
            </Select>
          </label>
          <label htmlFor={`${id}-q`}>
            {t.searchLabel}
            <TextInput
              id={`${id}-q`}
              type="search"
              value={draft}
              maxLength={LIMITS.query}
              placeholder={t.searchPlaceholder}
              onChange={(event) => setDraft(event.target.value)}
            />
          </label>
          <Button type="submit" variant="secondary">
            {t.search}
          </Button>
          {status || q ? (
            <Button variant="ghost" onClick={() => update({ status: '', q: '' })}>
              {t.reset}
            </Button>
          ) : null}
        </Toolbar>
        {body()}
      </Card>
      {creating ? <CouponFormDialog onClose={() => setCreating(false)} /> : null}
      {stopping ? (
        <NoteDialog
          title={t.stopTitle}
          body={<p style={{ margin: 0 }}>{t.stopBody(stopping.title, stopping.code)}</p>}
          actionLabel={t.stop}
          note="none"
          danger
          onConfirm={async () => {
            await stop(stopping.id).unwrap();
            toast.success(t.stopped);
          }}
          onConflict={() => void query.refetch()}
          onClose={() => setStopping(null)}
        />
      ) : null}
    </>
  );
}
