import { fixedClock } from '../clock';

/** 12:00 in Seoul on 2030-03-15 (a Friday): tests pin "today" so seed dates and queries always agree. */
export const TEST_NOW = '2030-03-15T03:00:00Z';
export const TEST_TODAY = '2030-03-15';
export const testClock = fixedClock(TEST_NOW);
