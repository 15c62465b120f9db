import { todayInSeoul } from './date-format';
import { formatWon } from './number-format';
import { toSeoul } from './seoul-dayjs';

/**
 * The first use of each Intl formatter on a page loads ICU data: ko-KR's number format, and Asia/Seoul's zone that
 * dayjs reads through Intl. The shell runs each warm-up in a task of its own before the first render, so that cost
 * lands neither in ui-kit's evaluation nor in the first render's task (each was over 50 ms on Lighthouse's phone).
 */
export const FORMAT_WARM_UPS: readonly (() => unknown)[] = [() => formatWon(0), () => toSeoul(todayInSeoul())];
