import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { Faq, FaqCategory, FaqWrite } from 'shared-contracts/schemas/support';
import { Button, Dialog, EmptyState, Pagination, useToast } from 'ui-kit';
import { Badge, RowActions, Table, Total, Toolbar, useListParams, Card, ErrorState, LoadingState, PageHeader } from 'ui-kit/back-office';
import { Select } from 'ui-kit/forms';
import { FAQ_CATEGORIES, totalPagesOf } from '../support.constants';
import { FaqFormDialog } from './faq-form-dialog';
import { useAdminFaqCreateMutation, useAdminFaqDeleteMutation, useAdminFaqsQuery, useAdminFaqUpdateMutation } from './faqs.api';
import { FAQ_CATEGORY_LABELS, faqsMessages as t } from './faqs.messages';

const Answer = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const isCategory = (value: string): value is FaqCategory => (FAQ_CATEGORIES as readonly string[]).includes(value);

type Editing = { faq: Faq | null } | null;

/** /admin/support/faqs: the FAQ 200 a page, the category filter, create, edit and delete (§2, §7, §9). */
export function FaqsPage() {
  const { page, values, update, setPage } = useListParams(['category'] as const);
  const category = isCategory(values.category) ? values.category : undefined;
  const { data, isLoading, isError, isFetching, error, refetch } = useAdminFaqsQuery({ page, category });
  const [create] = useAdminFaqCreateMutation();
  const [updateFaq] = useAdminFaqUpdateMutation();
  const [remove, { isLoading: deleting }] = useAdminFaqDeleteMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deletingFaq, setDeletingFaq] = useState<Faq | null>(null);
  const toast = useToast();

  const save = async (body: FaqWrite) => {
    const current = editing?.faq;
    if (current) await updateFaq({ id: current.id, body }).unwrap();
    else await create(body).unwrap();
    toast.success(current ? t.updated : t.created);
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!deletingFaq) return;
    try {
      await remove(deletingFaq.id).unwrap();
      toast.success(t.deleted);
    } catch (failure) {
      toast.error(getErrorMessage(failure, t.deleteFailed));
    } finally {
      setDeletingFaq(null);
    }
  };

  const body = () => {
    if (isLoading) return <LoadingState label={t.loading} />;
    if (isError || !data)
      return <ErrorState title={t.failed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.totalElements === 0) return <EmptyState title={category ? t.emptyFiltered : t.empty} />;
    return (
      <>
        <Total>{t.total(data.totalElements)}</Total>
        <Table aria-busy={isFetching || undefined}>
          <caption>{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.category}</th>
              <th scope="col">{t.columns.question}</th>
              <th scope="col" className="actions">
                {t.columns.actions}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.content.map((faq) => (
              <tr key={faq.id}>
                <td className="nowrap">
                  <Badge $tone="brand">{FAQ_CATEGORY_LABELS[faq.category]}</Badge>
                </td>
                <td>
                  {faq.question}
                  <Answer>{faq.answer}</Answer>
                </td>
                <td className="actions">
                  <RowActions>
                    <Button size="sm" variant="secondary" aria-label={t.editLabel(faq.question)} onClick={() => setEditing({ faq })}>
                      {t.edit}
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={t.deleteLabel(faq.question)} onClick={() => setDeletingFaq(faq)}>
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
      <PageHeader title={t.title} description={t.description} actions={<Button onClick={() => setEditing({ faq: null })}>{t.create}</Button>} />
      <Card aria-label={t.caption}>
        <Toolbar>
          <label>
            {t.filterLabel}
            <Select value={category ?? ''} onChange={(event) => update({ category: event.target.value })}>
              <option value="">{t.all}</option>
              {FAQ_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {FAQ_CATEGORY_LABELS[value]}
                </option>
              ))}
            </Select>
          </label>
        </Toolbar>
        {body()}
      </Card>
      {editing ? (
        <FaqFormDialog key={editing.faq?.id ?? 'new'} faq={editing.faq} defaultCategory={category} onClose={() => setEditing(null)} onSave={save} />
      ) : null}
      <Dialog
        open={deletingFaq !== null}
        title={t.confirmTitle}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        tone="danger"
        confirmLoading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeletingFaq(null)}
      >
        {deletingFaq ? t.confirmBody(deletingFaq.question) : null}
      </Dialog>
    </>
  );
}
