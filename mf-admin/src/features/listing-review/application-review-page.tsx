import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from 'shared-contracts';
import { APPLICATION_TRANSITIONS, type ApplicationStatus } from 'shared-contracts/hotel-application';
import type { AdminApplicationDetail } from 'shared-contracts/schemas/support';
import { Button, formatDateTime } from 'ui-kit';
import { ErrorState, LoadingState } from 'ui-kit/back-office';
import { ActionRow, BackLink, DetailHead, DetailLayout, DetailSide, DetailSub, Facts, Hint, Timeline } from '../../frame/detail-parts';
import { AdminNotFound, GoneState } from '../../frame/page-parts';
import { ApplicationDetails, Section } from './application-details';
import { ApplicationStatusBadge } from './application-status-badge';
import { useAdminApplicationQuery } from './listing-review.api';
import { listingReviewMessages as t } from './listing-review.messages';
import { TransitionDialog } from './transition-dialog';
import { currentReviewMemo } from './review-memo';

const ActionList = styled(ActionRow)`
  margin-top: ${({ theme }) => theme.spacing.md};
`;

function actionLabel(from: ApplicationStatus, to: ApplicationStatus): string {
  if (to === 'UNDER_REVIEW') return from === 'PENDING' ? t.actions.UNDER_REVIEW.PENDING : t.actions.UNDER_REVIEW.NEEDS_INFO;
  return t.actions[to as 'NEEDS_INFO' | 'APPROVED' | 'REJECTED'] ?? to;
}

function ReviewPanel({ application, onStep }: { application: AdminApplicationDetail; onStep: (to: ApplicationStatus) => void }) {
  const steps = APPLICATION_TRANSITIONS[application.status];
  const memo = currentReviewMemo(application);
  return (
    <Section name="review">
      <Facts>
        <dt>{t.statusHeading}</dt>
        <dd>
          <ApplicationStatusBadge status={application.status} />
        </dd>
        {memo ? (
          <>
            <dt>{t.fields.memo}</dt>
            <dd>{memo}</dd>
          </>
        ) : null}
        {application.reviewedAt ? (
          <>
            <dt>{t.fields.reviewedAt}</dt>
            <dd>
              <time dateTime={application.reviewedAt}>{formatDateTime(application.reviewedAt)}</time>
            </dd>
          </>
        ) : null}
        {application.hotelId ? (
          <>
            <dt>{t.fields.hotel}</dt>
            <dd>
              <a href={`/hotels/${application.hotelId}`}>{t.openHotel(application.hotelId)}</a>
            </dd>
          </>
        ) : null}
      </Facts>
      {steps.length ? (
        <ActionList role="group" aria-label={t.sections.review}>
          {steps.map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === 'REJECTED' ? 'danger' : to === 'APPROVED' ? 'primary' : 'secondary'}
              onClick={() => onStep(to)}
            >
              {actionLabel(application.status, to)}
            </Button>
          ))}
        </ActionList>
      ) : (
        <Hint>{t.final[application.status]}</Hint>
      )}
      {application.status === 'NEEDS_INFO' ? <Hint>{t.needsInfoHint}</Hint> : null}
    </Section>
  );
}

function History({ application }: { application: AdminApplicationDetail }) {
  return (
    <Section name="history">
      {application.history.length ? (
        <Timeline>
          {application.history.map((step, i) => (
            <li key={`${step.at}-${i}`}>
              <strong>{t.historyAction[step.action] ?? step.action}</strong>
              <span>
                <time dateTime={step.at}>{formatDateTime(step.at)}</time> · {t.actor(step.actor.name, step.actor.loginId)}
              </span>
              {step.memo ? <p>{step.memo}</p> : null}
            </li>
          ))}
        </Timeline>
      ) : (
        <p>{t.historyEmpty}</p>
      )}
    </Section>
  );
}

/**
 * /admin/hotel-audit/:id: everything the applicant sent (fields and room types), the review panel with the steps the
 * current state allows (start review, ask for more information, approve, reject — each confirmed), and the history.
 */
export function ApplicationReviewPage() {
  const { id } = useParams();
  const applicationId = Number(id);
  const valid = Number.isInteger(applicationId) && applicationId > 0;
  const state = useLocation().state as { listSearch?: string } | null;
  const { data, error, isLoading, isFetching, refetch } = useAdminApplicationQuery(applicationId, { skip: !valid, refetchOnMountOrArgChange: true });
  const [step, setStep] = useState<ApplicationStatus | null>(null);
  if (!valid) return <AdminNotFound />;
  const back = `/admin/hotel-audit${state?.listSearch ? `?${state.listSearch}` : ''}`;

  const body = () => {
    if (isLoading) return <LoadingState label={t.detailLoading} rows={6} />;
    if (isApiError(error) && error.status === 404) return <GoneState title={t.notFound} to={back} label={t.backToList} />;
    if (error || !data)
      return <ErrorState title={t.detailFailed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
    return (
      <>
        <DetailHead>
          <h1>{data.hotelName}</h1>
          <ApplicationStatusBadge status={data.status} />
        </DetailHead>
        <DetailSub>
          #{data.id} · <time dateTime={data.createdAt}>{t.submittedAt(formatDateTime(data.createdAt))}</time>
        </DetailSub>
        <DetailLayout>
          <DetailSide>
            <ReviewPanel application={data} onStep={setStep} />
            <History application={data} />
          </DetailSide>
          <ApplicationDetails application={data} />
        </DetailLayout>
        {step ? (
          <TransitionDialog
            key={step}
            applicationId={data.id}
            hotelName={data.hotelName}
            to={step}
            actionLabel={actionLabel(data.status, step)}
            onClose={() => setStep(null)}
          />
        ) : null}
      </>
    );
  };

  return (
    <>
      <BackLink to={back}>← {t.backToList}</BackLink>
      {body()}
    </>
  );
}
