import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP, SEARCH_TEXT_DEBOUNCE_MS } from 'shared-contracts';
import { formatWon } from 'ui-kit';
import { digitsOnly, formatPriceText, moveMax, moveMin, parsePriceText, type PriceRange } from './price-range';
import { searchPageMessages } from './search-page.messages';
import { Fieldset, Legend, PriceBox, PriceBoxes, PriceInput, PriceSummary, RangeFill, RangeInput, RangeTrack, Hint } from './filter-sidebar.styles';

type Side = 'min' | 'max';

export interface PriceFilterProps {
  range: PriceRange;
  /** A handle moved (debounced by the page like every filter). */
  onSlide: (next: PriceRange) => void;
  /** Typed text, applied SEARCH_TEXT_DEBOUNCE_MS after typing stops (or on leaving the box). */
  onTyped: (next: PriceRange) => void;
}

function percent(value: number): number {
  return ((value - PRICE_MIN) / (PRICE_MAX - PRICE_MIN)) * 100;
}

function moveSide(range: PriceRange, side: Side, value: number): PriceRange {
  return side === 'min' ? moveMin(range, value) : moveMax(range, value);
}

export function PriceFilter({ range, onSlide, onTyped }: PriceFilterProps) {
  const t = searchPageMessages.filters.price;
  const legendId = useId();
  const hintId = useId();
  // The text being typed, per box; null shows the applied value.
  const [texts, setTexts] = useState<Record<Side, string | null>>({ min: null, max: null });
  const timers = useRef<Record<Side, ReturnType<typeof setTimeout> | undefined>>({ min: undefined, max: undefined });
  const pendingText = useRef<Record<Side, string | null>>({ min: null, max: null });
  const latest = useRef({ range, onTyped });
  useEffect(() => {
    latest.current = { range, onTyped };
  }, [range, onTyped]);
  useEffect(
    () => () => {
      clearTimeout(timers.current.min);
      clearTimeout(timers.current.max);
    },
    [],
  );

  const applyTyped = (side: Side) => {
    clearTimeout(timers.current[side]);
    const text = pendingText.current[side];
    pendingText.current[side] = null;
    if (text === null) return;
    const { range: current, onTyped: apply } = latest.current;
    // An emptied box opens that side of the range.
    const value = parsePriceText(text) ?? (side === 'min' ? PRICE_MIN : PRICE_MAX);
    const next = moveSide(current, side, value);
    if (next.priceMin !== current.priceMin || next.priceMax !== current.priceMax) apply(next);
  };

  const type = (side: Side) => (event: ChangeEvent<HTMLInputElement>) => {
    const digits = digitsOnly(event.target.value);
    setTexts((previous) => ({ ...previous, [side]: digits }));
    pendingText.current[side] = digits;
    clearTimeout(timers.current[side]);
    timers.current[side] = setTimeout(() => applyTyped(side), SEARCH_TEXT_DEBOUNCE_MS);
  };

  const leave = (side: Side) => () => {
    applyTyped(side);
    setTexts((previous) => ({ ...previous, [side]: null }));
  };

  const slide = (side: Side) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = moveSide(range, side, Number(event.target.value));
    if (next.priceMin !== range.priceMin || next.priceMax !== range.priceMax) onSlide(next);
  };

  const maxText = range.priceMax >= PRICE_MAX ? t.andAbove(formatWon(range.priceMax)) : formatWon(range.priceMax);

  return (
    <Fieldset aria-labelledby={legendId} aria-describedby={hintId}>
      <Legend id={legendId}>{t.legend}</Legend>
      <PriceSummary>{t.range(formatWon(range.priceMin), maxText)}</PriceSummary>
      <RangeTrack>
        <RangeFill aria-hidden="true" $from={percent(range.priceMin)} $to={percent(range.priceMax)} />
        <RangeInput
          $onTop={range.priceMin > (PRICE_MIN + PRICE_MAX) / 2}
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={range.priceMin}
          aria-label={t.minSlider}
          aria-valuetext={formatWon(range.priceMin)}
          onChange={slide('min')}
        />
        <RangeInput
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={range.priceMax}
          aria-label={t.maxSlider}
          aria-valuetext={maxText}
          onChange={slide('max')}
        />
      </RangeTrack>
      <PriceBoxes>
        {(['min', 'max'] as const).map((side) => (
          <PriceBox key={side}>
            <PriceInput
              type="text"
              inputMode="numeric"
              autoComplete="off"
              aria-label={side === 'min' ? t.minInput : t.maxInput}
              value={texts[side] ?? formatPriceText(side === 'min' ? range.priceMin : range.priceMax)}
              onChange={type(side)}
              onBlur={leave(side)}
            />
            <span aria-hidden="true">{t.won}</span>
          </PriceBox>
        ))}
      </PriceBoxes>
      <Hint id={hintId}>{t.hint}</Hint>
    </Fieldset>
  );
}
