import { z } from 'zod/mini';
import { queryId } from './db-int.schema';
import { INVENTORY_LIMITS, SETTABLE_INVENTORY_STATUSES } from './owner-inventory.schema';

/**
 * Previewable, reversible inventory changes (issue 24 item 3, docs/decisions/0017): a dry run of bulk apply or period
 * registration answers every night's values before and after; the real call answers a changeId whose audit entry
 * keeps the old values, and POST …/inventory/changes/{changeId}/undo restores them once.
 */
export const INVENTORY_CHANGE_KINDS = ['BULK', 'REGISTER'] as const;
export type InventoryChangeKind = (typeof INVENTORY_CHANGE_KINDS)[number];
/** The change history lists the newest changes of a hotel, this many. */
export const INVENTORY_CHANGES_LIMIT = 20;

/** What an owner sets on a night (booked is the ledger's, never set). */
export const nightValuesSchema = z.object({
  allotment: z.int(),
  price: z.int(),
  status: z.enum(SETTABLE_INVENTORY_STATUSES),
  minStay: z.int().check(z.minimum(1), z.maximum(INVENTORY_LIMITS.maxMinStay)),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
});
z.globalRegistry.add(nightValuesSchema, { id: 'InventoryNightValues' });
export type NightValues = z.infer<typeof nightValuesSchema>;

export const inventoryPreviewDaySchema = z.object({
  roomTypeId: z.int(),
  stayDate: z.string(),
  /** Rooms booked or held on the night now. */
  booked: z.int(),
  /** null: the night has no inventory yet (registration creates it). */
  before: z.nullable(nightValuesSchema),
  after: nightValuesSchema,
});
export type InventoryPreviewDay = z.infer<typeof inventoryPreviewDaySchema>;
/** The answer of ?dryRun=true: the nights the call would write, nothing written. */
export const inventoryPreviewSchema = z.object({ days: z.array(inventoryPreviewDaySchema) });
z.globalRegistry.add(inventoryPreviewSchema, { id: 'InventoryChangePreview' });
export type InventoryPreview = z.infer<typeof inventoryPreviewSchema>;

/** `?dryRun=true` previews; anything else (or absent) writes. */
export const inventoryDryRunQuerySchema = z.object({ dryRun: z.optional(z.enum(['true', 'false'])) });

export const inventoryChangeParamsSchema = z.object({
  hotelId: queryId(),
  changeId: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
});

export const inventoryChangeSchema = z.object({
  changeId: z.string(),
  kind: z.enum(INVENTORY_CHANGE_KINDS),
  /** When the change was written (ISO instant). */
  changedAt: z.string(),
  actorName: z.string(),
  roomTypeIds: z.array(z.int()),
  from: z.string(),
  to: z.string(),
  /** Nights whose values changed (or were created). */
  nights: z.int(),
  /** What was set: the request's allotment, price, status and restrictions (null = left as it was). */
  set: z.object({
    allotment: z.nullable(z.int()),
    price: z.nullable(z.int()),
    status: z.nullable(z.enum(SETTABLE_INVENTORY_STATUSES)),
    minStay: z.nullable(z.int()),
    closedToArrival: z.nullable(z.boolean()),
    closedToDeparture: z.nullable(z.boolean()),
  }),
  /** When it was undone; null while it stands. */
  undoneAt: z.nullable(z.string()),
});
z.globalRegistry.add(inventoryChangeSchema, { id: 'InventoryChange' });
export type InventoryChange = z.infer<typeof inventoryChangeSchema>;

export const inventoryUndoResultSchema = z.object({
  changeId: z.string(),
  /** Nights given back their old values (a registered night that was new is removed again). */
  restored: z.int(),
  /** Nights of the change that are past by now: never written. */
  skippedPast: z.int(),
});
export type InventoryUndoResult = z.infer<typeof inventoryUndoResultSchema>;
