import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase, queryRows, type DatabaseHandle } from './database';
import { PREPARED_SHAPES_MAX, queryPreparedRows, statementName } from './prepared-statements';
import { createTemporaryDatabase, type TemporaryDatabase } from './test-database';

/** Named prepared statements (prepared-statements.ts), on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. */
describe('prepared statements', () => {
  let temporary: TemporaryDatabase | undefined;
  let handle: DatabaseHandle;

  before(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    temporary = adminUrl ? await createTemporaryDatabase(adminUrl) : undefined;
    // One connection, so the statement prepared by one call is the one the next call finds.
    handle = await openDatabase(temporary ? { kind: 'postgres', url: temporary.url, poolMax: 1 } : { kind: 'pglite' });
    await handle.db.execute(sql`create table prepared_probe (id integer primary key, label text not null)`);
    await handle.db.execute(sql`insert into prepared_probe values (1, 'one'), (2, 'two'), (3, 'three')`);
  });
  after(async () => {
    await handle.close();
    await temporary?.drop();
  });

  const textOf = (query: SQL) => new PgDialect().sqlToQuery(query).sql;
  const probe = (min: number) => sql`select id, label from prepared_probe where id >= ${min} order by id`;

  it('names a statement by its text, the same name for every value', () => {
    const text = 'select id from prepared_probe where id = $1';
    assert.match(statementName(text) ?? '', /^q_[0-9a-f]{24}$/);
    assert.equal(statementName(text), statementName(text));
    assert.notEqual(statementName(text), statementName(`${text} or id = $2`));
  });

  it('answers what the unnamed statement answers, on the database and in a transaction', async () => {
    for (const min of [1, 2, 3, 4, 2, 1, 3]) {
      assert.deepEqual(await queryPreparedRows(handle.db, probe(min)), await queryRows(handle.db, probe(min)));
    }
    const inTransaction = await handle.db.transaction((tx) => queryPreparedRows<{ id: number }>(tx, probe(2)));
    assert.deepEqual(
      inTransaction.map((row) => row.id),
      [2, 3],
    );
  });

  it('prepares the statement once on a PostgreSQL connection', { skip: !process.env.TEST_DATABASE_URL }, async () => {
    await queryPreparedRows(handle.db, probe(1));
    const name = statementName(textOf(probe(1)));
    const prepared = await queryRows<{ name: string }>(handle.db, sql`select name from pg_prepared_statements where name = ${name}`);
    assert.equal(prepared.length, 1, 'the search shape is a named statement on the connection');
  });

  it('runs unnamed once PostgreSQL refuses the prepared plan after a schema change', { skip: !process.env.TEST_DATABASE_URL }, async () => {
    const labels = sql`select label from prepared_probe order by id`;
    assert.equal((await queryPreparedRows<{ label: string }>(handle.db, labels)).length, 3);
    await handle.db.execute(sql`alter table prepared_probe alter column label type varchar(20)`);
    // The same connection still holds the plan whose result was text: PostgreSQL refuses it; the call still answers.
    assert.deepEqual(
      (await queryPreparedRows<{ label: string }>(handle.db, labels)).map((row) => row.label),
      ['one', 'two', 'three'],
    );
    assert.equal(statementName(textOf(labels)), undefined, 'the shape is no longer named');
  });

  it(`names at most ${PREPARED_SHAPES_MAX} shapes in a process; later ones run unnamed`, async () => {
    let named = 0;
    for (let i = 0; i < PREPARED_SHAPES_MAX + 10; i++) if (statementName(`select ${i} as shape_${i}`)) named++;
    assert.ok(named > 0 && named <= PREPARED_SHAPES_MAX, `${named} named`);
    assert.equal(statementName(`select 'one more shape'`), undefined);
    // A shape named before the limit keeps its name.
    assert.ok(statementName('select 0 as shape_0'));
    assert.deepEqual(await queryPreparedRows(handle.db, probe(3)), await queryRows(handle.db, probe(3)));
  });
});
