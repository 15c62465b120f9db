import { useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from 'shared-contracts';
import {
  APPLICATION_AMENITIES,
  APPLICATION_ROOM_TYPE_LABELS,
  APPLICATION_TRANSITIONS,
  applicationCoverTemplateUrl,
  type ApplicationStatus,
} from 'shared-contracts/hotel-application';
import type { AdminApplicationDetail } from 'shared-contracts/schemas/support';
import { Button, formatDateTime, formatWon } from 'ui-kit';
import { Table, ErrorState, LoadingState } from 'ui-kit/back-office';
import { ActionRow, BackLink, DetailColumn, DetailHead, DetailLayout, DetailSection, DetailSide, Cover, DetailSub, Facts, Hint, ScrollX, Timeline } from '../../frame/detail-parts';
import { AdminNotFound, GoneState } from '../../frame/page-parts';
import { ApplicationStatusBadge } from './application-status-badge';
import { useAdminApplicationQuery } from './listing-review.api';
import { listingReviewMessages as t } from './listing-review.messages';
import { TransitionDialog } from './transition-dialog';
import { currentReviewMemo } from './review-memo';

const ActionList = styled(ActionRow)`
  margin-top: ${({ theme }) => theme.spacing.md};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const amenityName = new Map(APPLICATION_AMENITIES.map((a) => [a.code, a.name]));

function actionLabel(from: ApplicationStatus, to: ApplicationStatus): string {
  if (to === 'UNDER_REVIEW') return from === 'PENDING' ? t.actions.UNDER_REVIEW.PENDING : t.actions.UNDER_REVIEW.NEEDS_INFO;
  return t.actions[to as 'NEEDS_INFO' | 'APPROVED' | 'REJECTED'] ?? to;
}

function Section({ name, children }: { name: keyof typeof t.sections; children: ReactNode }) {
  return (
    <DetailSection id={`hotel-audit-${name}`} title={t.sections[name]}>
      {children}
    </DetailSection>
  );
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
            <Button key={to} size="sm" variant={to === 'REJECTED' ? 'danger' : to === 'APPROVED' ? 'primary' : 'secondary'} onClick={() => onStep(to)}>
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

function Details({ application }: { application: AdminApplicationDetail }) {
  const amenities = application.amenitiesCsv.split(',').filter(Boolean);
  return (
    <DetailColumn>
      <Section name="applicant">
        <Facts>
          <dt>{t.fields.applicant}</dt>
          <dd>{t.actor(application.applicant.name, application.applicant.loginId)}</dd>
          <dt>{t.fields.email}</dt>
          <dd>{application.applicant.email}</dd>
        </Facts>
      </Section>
      <Section name="business">
        <Facts>
          <dt>{t.fields.ownerName}</dt>
          <dd>{application.ownerName}</dd>
          <dt>{t.fields.businessNo}</dt>
          <dd>{application.businessNo}</dd>
          <dt>{t.fields.phone}</dt>
          <dd>{application.phone}</dd>
        </Facts>
      </Section>
      <Section name="hotel">
        <Facts>
          <dt>{t.fields.hotelName}</dt>
          <dd>{application.hotelName}</dd>
          <dt>{t.fields.grade}</dt>
          <dd>{t.grade(application.gradeLevel)}</dd>
          <dt>{t.fields.region}</dt>
          <dd>{application.region}</dd>
          <dt>{t.fields.address}</dt>
          <dd>
            {application.postcode ? `(${application.postcode}) ` : ''}
            {[application.address1, application.address2].filter(Boolean).join(' ')}
          </dd>
        </Facts>
      </Section>
      <Section name="cover">
        {application.coverImageType === 'TEMPLATE' && application.coverImageTemplate ? (
          <>
            <Cover src={applicationCoverTemplateUrl(application.coverImageTemplate)} alt={t.coverTemplate(application.coverImageTemplate)} width={320} height={240} />
            <Hint>{t.coverTemplate(application.coverImageTemplate)}</Hint>
          </>
        ) : null}
        {application.coverImageType === 'UPLOADED' && application.coverImageUrl ? (
          <>
            <p>
              <a href={application.coverImageUrl} target="_blank" rel="noopener noreferrer nofollow">
                {application.coverImageUrl}
              </a>
            </p>
            <Hint>{t.coverUrl}</Hint>
          </>
        ) : null}
        {application.coverImageType === 'NONE' ? <p>{t.coverNone}</p> : null}
      </Section>
      <Section name="amenities">
        {amenities.length ? (
          <Chips>
            {amenities.map((code) => (
              <li key={code}>{amenityName.get(code) ?? code}</li>
            ))}
          </Chips>
        ) : (
          <p>{t.noAmenities}</p>
        )}
      </Section>
      <Section name="rooms">
        <ScrollX>
          <Table>
            <caption>{t.roomsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.roomColumns.type}</th>
                <th scope="col">{t.roomColumns.count}</th>
                <th scope="col">{t.roomColumns.numbers}</th>
                <th scope="col">{t.roomColumns.capacity}</th>
                <th scope="col">{t.roomColumns.size}</th>
                <th scope="col">{t.roomColumns.price}</th>
                <th scope="col">{t.roomColumns.refundable}</th>
                <th scope="col">{t.roomColumns.breakfast}</th>
                <th scope="col">{t.roomColumns.policy}</th>
              </tr>
            </thead>
            <tbody>
              {application.roomsJson.map((room) => (
                <tr key={room.typeCode}>
                  <th scope="row" className="nowrap">
                    {APPLICATION_ROOM_TYPE_LABELS[room.typeCode]}
                  </th>
                  <td className="nowrap">{room.roomCount}</td>
                  <td>{room.roomNos.length ? room.roomNos.join(', ') : t.autoNumbers}</td>
                  <td className="nowrap">{t.capacity(room.capacity)}</td>
                  <td className="nowrap">{t.size(room.sizeSqm)}</td>
                  <td className="nowrap">{formatWon(room.priceKrw)}</td>
                  <td className="nowrap">{room.refundable ? t.yes : t.no}</td>
                  <td className="nowrap">{room.breakfast ? t.breakfastYes : t.breakfastNo}</td>
                  <td>{room.policyText || '–'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollX>
      </Section>
      <Section name="comment">
        <p style={{ whiteSpace: 'pre-line' }}>{application.comment || t.noComment}</p>
      </Section>
    </DetailColumn>
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
    if (error || !data) return <ErrorState title={t.detailFailed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
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
          <Details application={data} />
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
