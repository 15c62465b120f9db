import { useId } from 'react';
import { Fieldset, Legend, OptionLabel, OptionList } from './filter-sidebar.styles';

export interface CheckboxOption {
  value: number;
  label: string;
}

export interface CheckboxGroupProps {
  legend: string;
  options: readonly CheckboxOption[];
  selected: readonly number[];
  /** The new selection, in the options' order (values without a checkbox last). */
  onChange: (next: number[]) => void;
}

/** One filter group of checkboxes (grades, rating bands, amenities). */
export function CheckboxGroup({ legend, options, selected, onChange }: CheckboxGroupProps) {
  const legendId = useId();
  const toggle = (value: number) => {
    const picked = new Set(selected);
    if (picked.has(value)) picked.delete(value);
    else picked.add(value);
    const known = options.map((option) => option.value);
    // A selected value without a checkbox here (e.g. from a shared address) is kept, not silently dropped.
    const unknown = selected.filter((choice) => !known.includes(choice));
    onChange([...known.filter((option) => picked.has(option)), ...unknown]);
  };
  return (
    <Fieldset aria-labelledby={legendId}>
      <Legend id={legendId}>{legend}</Legend>
      <OptionList>
        {options.map((option) => (
          <li key={option.value}>
            <OptionLabel>
              <input type="checkbox" checked={selected.includes(option.value)} onChange={() => toggle(option.value)} />
              {option.label}
            </OptionLabel>
          </li>
        ))}
      </OptionList>
    </Fieldset>
  );
}
