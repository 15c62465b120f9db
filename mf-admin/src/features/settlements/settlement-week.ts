import { addDays } from 'ui-kit';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real YYYY-MM-DD date typed or linked into the address, else undefined (the server then answers last week). */
export function weekParam(value: string): string | undefined {
  if (!DATE.test(value)) return undefined;
  const at = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === value ? value : undefined;
}

/** The Monday `weeks` weeks from the week starting on `monday`. */
export const shiftWeek = (monday: string, weeks: number) => addDays(monday, 7 * weeks);
