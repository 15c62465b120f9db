import type { InventoryPreview, InventoryPreviewDay, NightValues } from 'shared-contracts/schemas/owner';
import { inventoryMessages as t } from './inventory.messages';

/** How a preview reads (docs/decisions/0017): "12박의 요금이 바뀝니다" and its siblings, the changed nights only. */

const RESTRICTION_FIELDS = ['minStay', 'closedToArrival', 'closedToDeparture'] as const;

export const changedField = (day: InventoryPreviewDay, field: keyof NightValues) => day.before !== null && day.before[field] !== day.after[field];
export const restrictionsChanged = (day: InventoryPreviewDay) => RESTRICTION_FIELDS.some((field) => changedField(day, field));
const changed = (day: InventoryPreviewDay) =>
  day.before === null || (['allotment', 'price', 'status'] as const).some((f) => changedField(day, f)) || restrictionsChanged(day);

export interface PreviewSummary {
  /** The nights that really change (or are created), in the API's order. */
  days: InventoryPreviewDay[];
  /** One line per kind of change, e.g. "12박의 요금이 바뀝니다"; "바뀌는 날이 없습니다." when nothing does. */
  lines: string[];
}

export function previewSummary(preview: InventoryPreview): PreviewSummary {
  const days = preview.days.filter(changed);
  const count = (test: (day: InventoryPreviewDay) => boolean) => days.filter(test).length;
  const lines = [
    [count((d) => d.before === null), t.previewCreated],
    [count((d) => changedField(d, 'price')), t.previewPrice],
    [count((d) => changedField(d, 'allotment')), t.previewAllotment],
    [count((d) => changedField(d, 'status')), t.previewStatus],
    [count(restrictionsChanged), t.previewRestrictions],
  ] as const;
  const said = lines.filter(([nights]) => nights > 0).map(([nights, text]) => text(nights));
  return { days, lines: said.length ? said : [t.previewNothing] };
}

/** A night's restrictions in words: "최소 2박 · 체크인 불가", or "제한 없음". */
export function restrictionText(values: Pick<NightValues, 'minStay' | 'closedToArrival' | 'closedToDeparture'>): string {
  const parts = [
    values.minStay > 1 ? t.minStayBadge(values.minStay) : '',
    values.closedToArrival ? t.closedToArrival : '',
    values.closedToDeparture ? t.closedToDeparture : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t.noRestriction;
}
