import styled from 'styled-components';
import { visuallyHidden } from 'ui-kit';
import { auditMessages as t } from './audit.messages';
import { changedKeys } from './audit-targets';

const Panes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm} 0;
`;

const Pane = styled.section`
  min-width: 0;
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  pre {
    margin: 0;
    padding: ${({ theme }) => theme.spacing.sm};
    overflow-x: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: 1.6;
  }
  mark {
    display: block;
    background: ${({ theme }) => theme.colors.warningSubtle};
    color: ${({ theme }) => theme.colors.text};
  }
  .changed-label {
    ${visuallyHidden}
  }
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** One side as JSON, one top-level key a line, the changed keys marked. */
function JsonPane({ title, value, changed }: { title: string; value: unknown; changed: Set<string> }) {
  const isRecord = value !== null && typeof value === 'object' && !Array.isArray(value);
  return (
    <Pane aria-label={title}>
      <h3>{title}</h3>
      <pre>
        {value === null || value === undefined ? (
          t.none
        ) : isRecord ? (
          <>
            {'{\n'}
            {Object.entries(value as Record<string, unknown>).map(([key, item]) => {
              const line = `  ${JSON.stringify(key)}: ${JSON.stringify(item)},`;
              return changed.has(key) ? (
                <mark key={key} data-key={key}>
                  {line}
                  <span className="changed-label"> ({t.changed})</span>
                </mark>
              ) : (
                <span key={key}>{`${line}\n`}</span>
              );
            })}
            {'}'}
          </>
        ) : (
          JSON.stringify(value, null, 2)
        )}
      </pre>
    </Pane>
  );
}

/** before → after of an audit entry as two JSON panes, the keys that changed highlighted in both. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const keys = changedKeys(before, after);
  const changed = new Set(keys);
  return (
    <>
      <Summary>{t.changedKeys(keys)}</Summary>
      <Panes>
        <JsonPane title={t.before} value={before} changed={changed} />
        <JsonPane title={t.after} value={after} changed={changed} />
      </Panes>
    </>
  );
}
