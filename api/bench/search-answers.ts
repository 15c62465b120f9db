import { queryRows, type DatabaseHandle } from '../src/db/database';
import { naiveSearchQuery } from '../src/modules/search/naive-search.reference';
import { searchPath, type MixSearch } from '../src/modules/search/search-mix.reference';

/** What `pnpm bench:search` compares: each answer's total and its page's hotel ids and prices, in order. */
export interface Answer {
  total: number;
  items: { hotelId: number; startingFrom: number }[];
}

export async function apiAnswer(base: string, search: MixSearch): Promise<Answer> {
  const response = await fetch(base + searchPath(search));
  if (!response.ok) throw new Error(`${searchPath(search)} → ${response.status} ${await response.text()}`);
  const body = (await response.json()) as Answer;
  return { total: body.total, items: body.items.map((i) => ({ hotelId: i.hotelId, startingFrom: i.startingFrom })) };
}

/** Every search once, in order: warms the caches and keeps the answers for the comparison with the naive query. */
export async function apiAnswers(base: string, mix: MixSearch[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const search of mix) answers.push(await apiAnswer(base, search));
  return answers;
}

function naiveAnswer(rows: { total: number; hotel_id: number | null; starting_from: number }[]): Answer {
  return {
    total: rows[0]?.total ?? 0,
    items: rows.filter((r) => r.hotel_id !== null).map((r) => ({ hotelId: Number(r.hotel_id), startingFrom: Number(r.starting_from) })),
  };
}

/**
 * Both API processes answer every search alike. Holds lapse meanwhile (the API releases them), so a search whose two
 * answers differ is asked of both again, twice at most: only a difference that stays is drift.
 */
export async function assertApisAgree(
  bases: { cached: string; uncached: string },
  mix: MixSearch[],
  log: (line: string) => void,
  when: string,
): Promise<void> {
  const [cached, uncached] = [await apiAnswers(bases.cached, mix), await apiAnswers(bases.uncached, mix)];
  let differing = 0;
  let changedMeanwhile = 0;
  for (const [i, search] of mix.entries()) {
    let [one, other] = [cached[i], uncached[i]];
    for (let again = 0; again < 2 && JSON.stringify(one) !== JSON.stringify(other); again++) {
      [one, other] = [await apiAnswer(bases.cached, search), await apiAnswer(bases.uncached, search)];
      if (JSON.stringify(one) === JSON.stringify(other)) changedMeanwhile++;
    }
    if (JSON.stringify(one) !== JSON.stringify(other)) {
      differing++;
      if (differing <= 3) log(`DIFFERENT ${searchPath(search)}\n  cached   ${JSON.stringify(one)}\n  uncached ${JSON.stringify(other)}`);
    }
  }
  if (differing > 0) throw new Error(`${when}, ${differing} of ${mix.length} answers of the API with its cache differ from the API's without it`);
  log(
    `${when}, all ${mix.length} answers of the API with its cache equal those without it (${changedMeanwhile} asked again after the stock changed)`,
  );
}

/**
 * Every API answer equals the naive query's. Holds of earlier runs lapse meanwhile (the API releases them), so an
 * answer that differs is asked again of both sides, twice at most: only a difference that stays is drift.
 */
export async function assertNaiveAgrees(
  handle: DatabaseHandle,
  base: string,
  mix: MixSearch[],
  answers: Answer[],
  log: (line: string) => void,
): Promise<void> {
  let differing = 0;
  let changedMeanwhile = 0;
  for (const [i, search] of mix.entries()) {
    let [api, naive] = [answers[i], naiveAnswer(await queryRows(handle.db, naiveSearchQuery(search)))];
    for (let again = 0; again < 2 && JSON.stringify(naive) !== JSON.stringify(api); again++) {
      [api, naive] = [await apiAnswer(base, search), naiveAnswer(await queryRows(handle.db, naiveSearchQuery(search)))];
      if (JSON.stringify(naive) === JSON.stringify(api)) changedMeanwhile++;
    }
    if (JSON.stringify(naive) !== JSON.stringify(api)) {
      differing++;
      if (differing <= 3) log(`DIFFERENT ${searchPath(search)}\n  api   ${JSON.stringify(api)}\n  naive ${JSON.stringify(naive)}`);
    }
  }
  if (differing > 0) throw new Error(`${differing} of ${mix.length} API answers differ from the naive query`);
  log(
    `all ${mix.length} API answers equal the naive query's (total, hotel ids in order, prices; ${changedMeanwhile} asked again after the stock changed)`,
  );
}
