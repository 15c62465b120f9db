import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  OPEN_APPLICATION_STATUSES,
  type ApplicationStatus,
} from 'shared-contracts/hotel-application';
import type { ApplicationDetail } from 'shared-contracts/schemas/support';
import { Button, formatDate } from 'ui-kit';
import { Table, Toolbar, useListParams, Card, PageHeader } from 'ui-kit/back-office';
import { Select } from 'ui-kit/forms';
import { PagedListBody } from '../../frame/paged-list-body';
import { useNow } from '../tickets/now.hook';
import { ApplicationStatusBadge } from './application-status-badge';
import { useAdminApplicationsQuery } from './listing-review.api';
import { listingReviewMessages as t } from './listing-review.messages';

export const isApplicationStatus = (value: string): value is ApplicationStatus => (APPLICATION_STATUSES as readonly string[]).includes(value);

const HotelLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Muted = styled.span<{ $alert?: boolean }>`
  display: block;
  color: ${({ theme, $alert }) => ($alert ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme, $alert }) => ($alert ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;

const DAY = 86_400_000;
/** Open applications older than this are past the 2–3 days promised to the applicant: the list marks them. */
const OVERDUE_DAYS = 3;

function Waiting({ application, now }: { application: ApplicationDetail; now: number }) {
  if (!(OPEN_APPLICATION_STATUSES as readonly string[]).includes(application.status)) return <span aria-hidden="true">–</span>;
  const days = Math.floor(Math.max(0, now - Date.parse(application.createdAt)) / DAY);
  return <Muted $alert={days >= OVERDUE_DAYS}>{t.waitingDays(days)}</Muted>;
}

/** /admin/hotel-audit: the listing applications, oldest first, 50 a page, filtered by status in the address. */
export function ListingReviewQueuePage() {
  const id = useId();
  const { page, values, update, setPage, search } = useListParams(['status'] as const);
  const status = isApplicationStatus(values.status) ? values.status : undefined;
  const query = useAdminApplicationsQuery({ page, status });
  const now = useNow();

  const body = () => (
    <PagedListBody
      query={query}
      labels={{ loading: t.loading, failed: t.failed, empty: status ? t.emptyFiltered(status) : t.empty, total: t.total, pages: t.pages }}
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
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.hotel}</th>
                <th scope="col" className="secondary">
                  {t.columns.applicant}
                </th>
                <th scope="col" className="secondary">
                  {t.columns.rooms}
                </th>
                <th scope="col">{t.columns.createdAt}</th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((application) => (
                <tr key={application.id}>
                  <td className="nowrap">
                    <ApplicationStatusBadge status={application.status} />
                  </td>
                  <td>
                    <HotelLink to={`/admin/hotel-audit/${application.id}`} state={{ listSearch: search }}>
                      {application.hotelName}
                    </HotelLink>
                    <Muted>
                      #{application.id} · {application.region} · {t.grade(application.gradeLevel)}
                    </Muted>
                  </td>
                  <td className="secondary">{t.applicant(application.applicant.name, application.applicant.loginId)}</td>
                  <td className="secondary nowrap">
                    {t.roomsSummary(
                      application.roomsJson.length,
                      application.roomsJson.reduce((sum, room) => sum + room.roomCount, 0),
                    )}
                  </td>
                  <td className="nowrap">
                    <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
                    <Waiting application={application} now={now} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </PagedListBody>
  );

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Card aria-label={t.caption}>
        <Toolbar>
          <label htmlFor={`${id}-status`}>
            {t.statusLabel}
            <Select id={`${id}-status`} value={status ?? ''} onChange={(event) => update({ status: event.target.value })}>
              <option value="">{t.all}</option>
              {APPLICATION_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {APPLICATION_STATUS_LABELS[value]}
                </option>
              ))}
            </Select>
          </label>
          {status ? (
            <Button variant="ghost" onClick={() => update({ status: '' })}>
              {t.reset}
            </Button>
          ) : null}
        </Toolbar>
        {body()}
      </Card>
    </>
  );
}
