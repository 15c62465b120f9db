// The bar's panels, one chunk loaded on the guest's first touch of the bar (pointer, focus or touch), so the
// page's first load carries only the bar itself.
export { DestinationPanel } from './destination-panel';
export { GuestsPanel } from './guests-panel';
export { RangeCalendar } from './range-calendar';
