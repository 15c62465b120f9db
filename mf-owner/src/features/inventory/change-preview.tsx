import styled from 'styled-components';
import type { InventoryPreview, InventoryPreviewDay, NightValues, OwnerRoomType } from 'shared-contracts/schemas/owner';
import { formatWon } from 'ui-kit';
import { dayLabel } from '../../frame/owner-dates';
import { abbreviation } from './inventory-calendar';
import { inventoryMessages as t } from './inventory.messages';
import { changedField, previewSummary, restrictionsChanged, restrictionText } from './inventory-preview';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The table scrolls inside its own box on a phone instead of squeezing its columns. */
const Scroll = styled.div`
  /* Sized by its container, never by the table's min-width (which would widen the page on a phone). */
  contain: inline-size;
  min-width: 0;
  max-height: 320px;
  overflow: auto;
  /* The containing block of what is positioned inside (visually hidden labels), so nothing escapes the scroller and widens the page. */
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;

  caption {
    padding: ${({ theme }) => theme.spacing.xs};
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.xs}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }
  th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surface};
  }
  .same {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .changed {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

type Show = (values: NightValues) => string;
const SHOW: Record<'price' | 'allotment' | 'status', Show> = {
  price: (v) => formatWon(v.price),
  allotment: (v) => `${v.allotment.toLocaleString('ko-KR')}실`,
  status: (v) => t.status[v.status],
};

function Cell({ day, show, isChanged }: { day: InventoryPreviewDay; show: Show; isChanged: boolean }) {
  if (day.before === null) return <td className="changed">{show(day.after)}</td>;
  if (!isChanged) return <td className="same">{show(day.after)}</td>;
  return (
    <td className="changed">
      {show(day.before)} → {show(day.after)}
    </td>
  );
}

interface Props {
  preview: InventoryPreview;
  types: readonly OwnerRoomType[];
  /** The preview's own heading level inside its form. */
  headingId: string;
}

/** What 적용 will do: one line per kind of change, then every changed night before → after. */
export function ChangePreview({ preview, types, headingId }: Props) {
  const { days, lines } = previewSummary(preview);
  const manyTypes = new Set(days.map((d) => d.roomTypeId)).size > 1;
  const typeName = (id: number) => {
    const type = types.find((x) => x.id === id);
    return type ? abbreviation(type) : String(id);
  };
  return (
    <Box aria-labelledby={headingId}>
      <h4 id={headingId}>{t.previewTitle}</h4>
      <ul aria-live="polite">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {days.length ? (
        <Scroll tabIndex={0} role="region" aria-label={t.previewCaption}>
          <Table>
            <caption>{t.previewCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.previewColumns.date}</th>
                {manyTypes ? <th scope="col">{t.previewColumns.type}</th> : null}
                <th scope="col">{t.previewColumns.price}</th>
                <th scope="col">{t.previewColumns.allotment}</th>
                <th scope="col">{t.previewColumns.status}</th>
                <th scope="col">{t.previewColumns.restrictions}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={`${day.roomTypeId}:${day.stayDate}`}>
                  <th scope="row">
                    {dayLabel(day.stayDate)}
                    {day.before === null ? ` · ${t.previewNew}` : ''}
                  </th>
                  {manyTypes ? <td>{typeName(day.roomTypeId)}</td> : null}
                  {(['price', 'allotment', 'status'] as const).map((field) => (
                    <Cell key={field} day={day} show={SHOW[field]} isChanged={changedField(day, field)} />
                  ))}
                  <Cell day={day} show={restrictionText} isChanged={restrictionsChanged(day)} />
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      ) : null}
    </Box>
  );
}
