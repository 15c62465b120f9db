import { useId, useState } from 'react';
import { GRADE_CHOICES, RATING_BAND_CHOICES } from 'shared-contracts';
import { activeFilterCount } from 'shared-contracts/search-query';
import { Button, theme } from 'ui-kit';
import { AmenityFilter } from './amenity-filter';
import { CheckboxGroup } from './checkbox-group';
import { ActiveCount, Panel, Sidebar, SidebarHeader, SidebarHeading, ToggleButton } from './filter-sidebar.styles';
import { PriceFilter } from './price-filter';
import type { PriceRange } from './price-range';
import { searchPageMessages } from './search-page.messages';
import { EMPTY_FILTERS, type SearchFilters } from './search-query';

const t = searchPageMessages.filters;
const gradeOptions = GRADE_CHOICES.map((grade) => ({ value: grade, label: t.grade.option(grade) }));
const ratingOptions = RATING_BAND_CHOICES.map((band) => ({ value: band, label: t.rating.option(band) }));

export interface FilterSidebarProps {
  filters: SearchFilters;
  /** A change applied after the filter debounce. */
  onChange: (next: SearchFilters) => void;
  /** A change applied at once. */
  onApply: (next: SearchFilters) => void;
}

/** How many filter groups narrow the search (the price range counts once). */
// Shared with the server, which paints the folded filter box with the count (shared-contracts search-query).
export { activeFilterCount };

/** True on screens where the sidebar sits beside the results (or when the width cannot be told). */
function isWideScreen(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia(`(min-width: ${theme.breakpoints.lg})`).matches;
}

export function FilterSidebar({ filters, onChange, onApply }: FilterSidebarProps) {
  const headingId = useId();
  const panelId = useId();
  // Folded at first on narrow screens so the results come first; wide screens always show the panel (CSS).
  const [open, setOpen] = useState(isWideScreen);
  const active = activeFilterCount(filters);
  const withPrice = (range: PriceRange): SearchFilters => ({ ...filters, ...range });

  return (
    <Sidebar aria-labelledby={headingId}>
      <SidebarHeader>
        <div>
          <SidebarHeading id={headingId}>{t.heading}</SidebarHeading>
          {active > 0 ? <ActiveCount>{t.activeCount(active)}</ActiveCount> : null}
        </div>
        <ToggleButton type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? t.toggleClose : t.toggleOpen}
        </ToggleButton>
      </SidebarHeader>
      <Panel id={panelId} $open={open}>
        <PriceFilter
          range={{ priceMin: filters.priceMin, priceMax: filters.priceMax }}
          onSlide={(range) => onChange(withPrice(range))}
          onTyped={(range) => onApply(withPrice(range))}
        />
        <CheckboxGroup
          legend={t.grade.legend}
          options={gradeOptions}
          selected={filters.grades}
          onChange={(grades) => onChange({ ...filters, grades })}
        />
        <CheckboxGroup
          legend={t.rating.legend}
          options={ratingOptions}
          selected={filters.ratingBands}
          onChange={(ratingBands) => onChange({ ...filters, ratingBands })}
        />
        <AmenityFilter selected={filters.amenityIds} onChange={(amenityIds) => onChange({ ...filters, amenityIds })} />
        <Button variant="secondary" fullWidth disabled={active === 0} onClick={() => onApply(EMPTY_FILTERS)}>
          {t.reset}
        </Button>
      </Panel>
    </Sidebar>
  );
}
