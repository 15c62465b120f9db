import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminAuditEntry } from 'shared-contracts/schemas/admin';
import { Button, formatDateTime } from 'ui-kit';
import { Badge, Table, useListParams, Card, PageHeader } from 'ui-kit/back-office';
import { PagedListBody } from '../../frame/paged-list-body';
import { actionLabel } from './audit-actions';
import { AuditDiff } from './audit-diff';
import { AuditFiltersForm } from './audit-filters';
import { targetPath } from './audit-targets';
import { AUDIT_FILTER_KEYS, useAdminAuditQuery } from './audit.api';
import { AUDIT_ENTITIES, ROLE_LABELS, auditMessages as t } from './audit.messages';

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** The log's columns do not fold away: on a narrow screen the table scrolls sideways inside its own region. */
const Scroll = styled.div`
  overflow-x: auto;
  /* The containing block of what is positioned inside (visually hidden labels), so nothing escapes the scroller and widens the page. */
  position: relative;

  table {
    min-width: 720px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
  }
`;

const Rooms = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** The action's Korean name on one line (the column is as wide as its longest name, never a syllable per line). */
const ActionName = styled.span`
  display: block;
  white-space: nowrap;
`;

const Code = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

/** What the entry changed, by name (예약 HB…, 객실 1203, 호텔 …), with an assignment's room before → after. */
function Target({ entry }: { entry: AdminAuditEntry }) {
  const label = t.target(AUDIT_ENTITIES[entry.entity] ?? entry.entity, entry.target.name, entry.entityId);
  const path = targetPath(entry);
  const { roomBefore, roomAfter } = entry.target;
  return (
    <>
      {path ? <Link to={path}>{label}</Link> : <span>{label}</span>}
      {roomBefore !== null || roomAfter !== null ? <Rooms>{t.rooms(roomBefore, roomAfter)}</Rooms> : null}
      <Muted>
        {entry.entity} #{entry.entityId}
      </Muted>
    </>
  );
}

/** /admin/audit: every owner and admin write, newest first, filtered in the address; a row opens before → after. */
export function AuditPage() {
  const { page, values, update, setPage } = useListParams(AUDIT_FILTER_KEYS);
  const query = useAdminAuditQuery({ filters: values, page });
  const [open, setOpen] = useState<number | null>(null);

  const row = (entry: AdminAuditEntry) => (
    <Fragment key={entry.id}>
      <tr>
        <td className="nowrap">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </td>
        <td>
          {entry.actor.loginId}
          <Muted>{entry.actor.name}</Muted>
          <Badge $tone={entry.actorRole === 'ROLE_ADMIN' ? 'brand' : 'muted'}>{ROLE_LABELS[entry.actorRole] ?? entry.actorRole}</Badge>
        </td>
        <td>
          <ActionName>{actionLabel(entry.action)}</ActionName>
          <Muted>
            <Code>{entry.action}</Code>
          </Muted>
        </td>
        <td>
          <Target entry={entry} />
        </td>
        <td>{entry.hotelId ? <Link to={`/admin/hotels/${entry.hotelId}`}>{t.hotelOf(entry.target.hotelName, entry.hotelId)}</Link> : '–'}</td>
        <td>
          <Code>{entry.requestId ?? '–'}</Code>
          <Muted>{entry.ip ?? '–'}</Muted>
        </td>
        <td className="actions">
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open === entry.id}
            aria-label={t.toggleOf(open === entry.id, actionLabel(entry.action), entry.id)}
            onClick={() => setOpen(open === entry.id ? null : entry.id)}
          >
            {open === entry.id ? t.hide : t.show}
          </Button>
        </td>
      </tr>
      {open === entry.id ? (
        <tr>
          <td colSpan={7}>
            <AuditDiff before={entry.before} after={entry.after} />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );

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
          <Scroll role="region" aria-label={t.scrollRegion} tabIndex={0}>
            <Table aria-busy={query.isFetching || undefined}>
              <caption>{t.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.columns.at}</th>
                  <th scope="col">{t.columns.actor}</th>
                  <th scope="col">{t.columns.action}</th>
                  <th scope="col">{t.columns.target}</th>
                  <th scope="col">{t.columns.hotel}</th>
                  <th scope="col">{t.columns.request}</th>
                  <th scope="col" className="actions">
                    {t.columns.details}
                  </th>
                </tr>
              </thead>
              <tbody>{data.content.map(row)}</tbody>
            </Table>
          </Scroll>
        </>
      )}
    </PagedListBody>
  );

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Card aria-label={t.caption}>
        <AuditFiltersForm
          key={AUDIT_FILTER_KEYS.map((key) => values[key]).join('|')}
          filters={values}
          onChange={(changes) => {
            setOpen(null);
            update(changes);
          }}
        />
        {body()}
      </Card>
    </>
  );
}
