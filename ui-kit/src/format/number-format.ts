const EMPTY = '-';
// Made on first use: the first Intl formatter of a page loads ICU's locale data (~10 ms on this project's machine),
// which was most of ui-kit's evaluation task; the shell makes it in a task of its own (FORMAT_WARM_UPS).
let wonNumber: Intl.NumberFormat | undefined;

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Money as shown everywhere: formatWon(120000) → '120,000원'; missing → '-'. */
export function formatWon(amount: number | null | undefined): string {
  if (!isNumber(amount)) return EMPTY;
  wonNumber ??= new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });
  return `${wonNumber.format(Math.round(amount))}원`;
}

export interface FormatPercentOptions {
  /** The input is a ratio (0.123 → 12.3%) rather than a percentage (12.3 → 12.3%). */
  ratio?: boolean;
}

/** Percentages with one decimal (member-and-operations §9): formatPercent(12.345) → '12.3%'. */
export function formatPercent(value: number | null | undefined, options: FormatPercentOptions = {}): string {
  if (!isNumber(value)) return EMPTY;
  const percent = options.ratio ? value * 100 : value;
  return `${percent.toFixed(1)}%`;
}
