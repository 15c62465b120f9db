import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from 'shared-contracts';
import { APPLICATION_STATUS_LABELS } from 'shared-contracts/hotel-application';
import type { ApplicationDetail } from 'shared-contracts/schemas/support';
import { Button, EmptyState, formatDateTime, PageFrame, Skeleton } from 'ui-kit';
import { Intro, PageTitle } from '../auth/page-parts';
import { draftKey, readDraft, useMemberId } from './application-draft';
import { ApplicationFormView, MINE_PATH } from './application-form';
import { formFromDetail } from './application-form.model';
import { Callout, Head } from './application-form.styles';
import { useHotelapplyOneQuery, useHotelapplyResubmitMutation } from './hotelapply.api';
import { hotelapplyMessages as t } from './hotelapply.messages';

function EditForm({ detail, memberId }: { detail: ApplicationDetail; memberId: string | null }) {
  const key = memberId ? draftKey(memberId, detail.id) : null;
  const [start] = useState(() => {
    // A draft typed against this version of the application; a newer server version wins.
    const saved = key ? readDraft(key, detail.updatedAt) : null;
    return { form: saved ?? formFromDetail(detail), restored: saved !== null };
  });
  const [resubmit] = useHotelapplyResubmitMutation();
  return (
    <ApplicationFormView
      initial={start.form}
      restored={start.restored}
      draftKey={key}
      draftBase={detail.updatedAt}
      blank={() => formFromDetail(detail)}
      clearOnSuccess={false}
      texts={{
        submit: t.edit.submit,
        confirmTitle: t.edit.confirmTitle,
        confirmBody: t.edit.confirmBody,
        confirm: t.edit.confirm,
        submitted: t.edit.submitted,
      }}
      send={(body) => resubmit({ id: detail.id, body }).unwrap()}
      lead={
        <Callout $tone="warning" role="note" aria-label={t.edit.requestHeading}>
          <strong>{t.edit.requestHeading}</strong>
          <p>{detail.reviewMemo}</p>
          {detail.reviewedAt ? (
            <p>
              <time dateTime={detail.reviewedAt}>{t.edit.requestedAt(formatDateTime(detail.reviewedAt))}</time>
            </p>
          ) : null}
        </Callout>
      }
    />
  );
}

/** /hotelapply/mine/:id/edit: answer the reviewers' NEEDS_INFO request — edit the application and send it again (PUT). */
export function ApplicationEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const memberId = useMemberId();
  const { data, error, isLoading, isFetching, refetch } = useHotelapplyOneQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });

  const body = () => {
    if (!valid || (isApiError(error) && error.status === 404)) {
      return (
        <EmptyState
          title={t.edit.notFound}
          action={
            <Button as={Link} to={MINE_PATH}>
              {t.edit.back}
            </Button>
          }
        />
      );
    }
    if (isLoading) {
      return (
        <div role="status" aria-label={t.edit.loading}>
          <Skeleton height={120} lines={3} />
        </div>
      );
    }
    if (error || !data) {
      return (
        <EmptyState
          title={t.edit.loadFailed}
          action={
            <Button variant="secondary" onClick={() => void refetch()} loading={isFetching}>
              {t.mine.retry}
            </Button>
          }
        />
      );
    }
    if (data.status !== 'NEEDS_INFO') {
      return (
        <EmptyState
          title={t.edit.notEditable(APPLICATION_STATUS_LABELS[data.status])}
          description={t.edit.notEditableHint}
          action={
            <Button as={Link} to={MINE_PATH}>
              {t.edit.back}
            </Button>
          }
        />
      );
    }
    return <EditForm key={`${data.id}:${data.updatedAt}:${memberId ?? ''}`} detail={data} memberId={memberId} />;
  };

  return (
    <PageFrame width="narrow">
      <Head>
        <PageTitle>{t.edit.title}</PageTitle>
        <Link to={MINE_PATH}>{t.toMine}</Link>
      </Head>
      <Intro>{t.edit.intro}</Intro>
      {body()}
    </PageFrame>
  );
}
