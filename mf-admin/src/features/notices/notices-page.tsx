import { useState } from 'react';
import { getErrorMessage } from 'shared-contracts';
import type { Notice, NoticeWrite } from 'shared-contracts/schemas/support';
import { Button, Dialog, EmptyState, formatDate, Pagination, useToast } from 'ui-kit';
import { Badge, RowActions, Table, Total, Toolbar, useListParams, Card, ErrorState, LoadingState, PageHeader } from 'ui-kit/back-office';
import { Select } from 'ui-kit/forms';
import { totalPagesOf } from '../support.constants';
import { NoticeFormDialog } from './notice-form-dialog';
import { useAdminNoticeCreateMutation, useAdminNoticeDeleteMutation, useAdminNoticesQuery, useAdminNoticeUpdateMutation } from './notices.api';
import { noticesMessages as t } from './notices.messages';

type Editing = { notice: Notice | null } | null;

/** /admin/support/notices: the notices 100 a page, the pinned filter, create, edit and delete (§2, §7, §9). */
export function NoticesPage() {
  const { page, values, update, setPage } = useListParams(['pinned'] as const);
  const pinned = values.pinned === 'true' ? true : values.pinned === 'false' ? false : undefined;
  const { data, isLoading, isError, isFetching, error, refetch } = useAdminNoticesQuery({ page, pinned });
  const [create] = useAdminNoticeCreateMutation();
  const [updateNotice] = useAdminNoticeUpdateMutation();
  const [remove, { isLoading: deleting }] = useAdminNoticeDeleteMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deletingNotice, setDeletingNotice] = useState<Notice | null>(null);
  const toast = useToast();

  const save = async (body: NoticeWrite) => {
    const current = editing?.notice;
    if (current) await updateNotice({ id: current.id, body }).unwrap();
    else await create(body).unwrap();
    toast.success(current ? t.updated : t.created);
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!deletingNotice) return;
    try {
      await remove(deletingNotice.id).unwrap();
      toast.success(t.deleted);
    } catch (failure) {
      toast.error(getErrorMessage(failure, t.deleteFailed));
    } finally {
      setDeletingNotice(null);
    }
  };

  const body = () => {
    if (isLoading) return <LoadingState label={t.loading} />;
    if (isError || !data)
      return <ErrorState title={t.failed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.totalElements === 0) return <EmptyState title={pinned === undefined ? t.empty : t.emptyFiltered} />;
    return (
      <>
        <Total>{t.total(data.totalElements)}</Total>
        <Table aria-busy={isFetching || undefined}>
          <caption>{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.kind}</th>
              <th scope="col">{t.columns.title}</th>
              <th scope="col" className="secondary">
                {t.columns.createdAt}
              </th>
              <th scope="col" className="secondary">
                {t.columns.updatedAt}
              </th>
              <th scope="col" className="actions">
                {t.columns.actions}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.content.map((notice) => (
              <tr key={notice.id}>
                <td className="nowrap">{notice.pinned ? <Badge $tone="brand">{t.pinnedBadge}</Badge> : <Badge>{t.normalBadge}</Badge>}</td>
                <td>{notice.title}</td>
                <td className="nowrap secondary">
                  <time dateTime={notice.createdAt}>{formatDate(notice.createdAt)}</time>
                </td>
                <td className="nowrap secondary">
                  <time dateTime={notice.updatedAt}>{formatDate(notice.updatedAt)}</time>
                </td>
                <td className="actions">
                  <RowActions>
                    <Button size="sm" variant="secondary" aria-label={t.editLabel(notice.title)} onClick={() => setEditing({ notice })}>
                      {t.edit}
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={t.deleteLabel(notice.title)} onClick={() => setDeletingNotice(notice)}>
                      {t.delete}
                    </Button>
                  </RowActions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Pagination page={page} totalPages={totalPagesOf(data)} onChange={setPage} label={t.pages} />
      </>
    );
  };

  return (
    <>
      <PageHeader title={t.title} description={t.description} actions={<Button onClick={() => setEditing({ notice: null })}>{t.create}</Button>} />
      <Card aria-label={t.caption}>
        <Toolbar>
          <label>
            {t.filterLabel}
            <Select value={values.pinned} onChange={(event) => update({ pinned: event.target.value })}>
              <option value="">{t.filters.all}</option>
              <option value="true">{t.filters.pinned}</option>
              <option value="false">{t.filters.normal}</option>
            </Select>
          </label>
        </Toolbar>
        {body()}
      </Card>
      {editing ? <NoticeFormDialog key={editing.notice?.id ?? 'new'} notice={editing.notice} onClose={() => setEditing(null)} onSave={save} /> : null}
      <Dialog
        open={deletingNotice !== null}
        title={t.confirmTitle}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        tone="danger"
        confirmLoading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeletingNotice(null)}
      >
        {deletingNotice ? t.confirmBody(deletingNotice.title) : null}
      </Dialog>
    </>
  );
}
