import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { API_ROOT } from '../../paths';

/**
 * `booked` of room_inventory is the ledger of bookings and holds: only the inventory repository writes it
 * (takeRooms, releaseRooms, the seed's bulk insert). This guard reads every source file of api/src (tests and
 * their fixtures aside, which set up nights as they need) and names any other file that writes the column.
 */
const ALLOWED = new Set(['modules/inventory/inventory.repository.ts']);

const WRITES_OF_BOOKED: { name: string; pattern: RegExp }[] = [
  { name: 'SQL update … set booked', pattern: /update\s+"?room_inventory"?(?:\s+\w+)?\s+set\b[^;`]*?\bbooked\s*=/is },
  { name: 'SQL insert … (… booked …)', pattern: /insert\s+into\s+"?room_inventory"?\s*\([^)]*\bbooked\b/is },
  { name: 'drizzle update(roomInventory).set({ booked })', pattern: /\.update\(\s*(?:schema\.)?roomInventory\s*\)\s*\.set\(\s*\{[^}]*\bbooked\b/s },
  {
    name: 'drizzle insert(roomInventory).values({ booked })',
    pattern: /\.insert\(\s*(?:schema\.)?roomInventory\s*\)\s*\.values\([^;]*?\bbooked\s*:/s,
  },
];

const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || /\.fixtures\.ts$/.test(file) || file.startsWith('testing/');

function writersOf(source: string): string[] {
  return WRITES_OF_BOOKED.filter(({ pattern }) => pattern.test(source)).map(({ name }) => name);
}

describe('room_inventory.booked is written by the inventory repository only', () => {
  it('recognises each way of writing the column, and not its reads', () => {
    const writes = [
      'sql`update room_inventory set booked = booked + 1 where room_type_id = ${id}`',
      'sql`update room_inventory ri set booked = ri.booked - nights.n, updated_at = now() from nights`',
      'sql`update room_inventory set updated_at = now(), booked = allotment`',
      'sql`insert into room_inventory (room_type_id, stay_date, hotel_id, allotment, booked, price, status) select 1`',
      'tx.update(roomInventory).set({ booked: 0, status: "OPEN" })',
      'tx.insert(schema.roomInventory).values({ roomTypeId: 1, booked: 2 })',
    ];
    for (const source of writes) assert.notDeepEqual(writersOf(source), [], source);
    const reads = [
      'sql`select booked, allotment from room_inventory where room_type_id = 1`',
      'sql`update room_inventory set price = 1000, allotment = 3 where booked < allotment`',
      'sql`insert into room_inventory (room_type_id, stay_date, hotel_id, allotment, price, status) select 1`',
      'db.select({ booked: roomInventory.booked }).from(roomInventory)',
      'tx.update(roomInventory).set({ price: 1 }).where(sql`${roomInventory.booked} < 3`)',
    ];
    for (const source of reads) assert.deepEqual(writersOf(source), [], source);
  });

  it('finds no write of booked outside the inventory repository in api/src', () => {
    const root = path.join(API_ROOT, 'src');
    const files = readdirSync(root, { recursive: true })
      .map((file) => String(file).split(path.sep).join('/'))
      .filter((file) => /\.tsx?$/.test(file) && !isTestCode(file));
    assert.ok(files.includes('modules/inventory/inventory.repository.ts') && files.length > 100, 'reads the whole source tree');
    const offenders = files
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) => writersOf(readFileSync(path.join(root, file), 'utf8')).map((how) => `${file}: ${how}`));
    assert.deepEqual(offenders, [], 'write booked through takeRooms / releaseRooms of inventory.repository.ts');
    // The allowed file really is where the writes are (so the patterns still match the code they guard).
    assert.ok(writersOf(readFileSync(path.join(root, 'modules/inventory/inventory.repository.ts'), 'utf8')).length >= 2);
  });
});
