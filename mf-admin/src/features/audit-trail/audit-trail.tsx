import styled from 'styled-components';
import type { AdminAuditEntry } from 'shared-contracts/schemas/admin';
import { formatDateTime } from 'ui-kit';
import { Quiet, Timeline } from '../../frame/detail-parts';
import { actionLabel } from '../audit/audit-actions';
import { AUDIT_ENTITIES } from '../audit/audit.messages';
import { auditTrailMessages as t } from './audit-trail.messages';

const List = styled(Timeline)`
  span {
    overflow-wrap: anywhere;
  }
  summary {
    margin-top: ${({ theme }) => theme.spacing.xs};
    color: ${({ theme }) => theme.colors.brand};
    cursor: pointer;
  }
`;

const Panes = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.xs};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  pre {
    margin: ${({ theme }) => theme.spacing.xxs} 0 0;
    padding: ${({ theme }) => theme.spacing.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const json = (value: unknown) => (value === null || value === undefined ? t.none : JSON.stringify(value, null, 2));

/** An entity's latest audit entries, newest first: who did what when, and the row before → after on demand. */
export function AuditTrail({ entries }: { entries: readonly AdminAuditEntry[] }) {
  if (!entries.length) return <Quiet>{t.empty}</Quiet>;
  return (
    <List>
      {entries.map((entry) => (
        <li key={entry.id}>
          <strong>{actionLabel(entry.action)}</strong>
          <span>
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> ·{' '}
            {t.actor(entry.actor.name, entry.actor.loginId, t.roles[entry.actorRole] ?? entry.actorRole)} ·{' '}
            {t.target(AUDIT_ENTITIES[entry.entity] ?? entry.entity, entry.target.name, entry.entityId)}
            {entry.target.roomBefore !== null || entry.target.roomAfter !== null
              ? ` · ${t.rooms(entry.target.roomBefore, entry.target.roomAfter)}`
              : null}
          </span>
          {entry.before !== null || entry.after !== null ? (
            <details>
              <summary>{t.changes}</summary>
              <Panes>
                <div>
                  {t.before}
                  <pre>{json(entry.before)}</pre>
                </div>
                <div>
                  {t.after}
                  <pre>{json(entry.after)}</pre>
                </div>
              </Panes>
            </details>
          ) : null}
        </li>
      ))}
    </List>
  );
}
