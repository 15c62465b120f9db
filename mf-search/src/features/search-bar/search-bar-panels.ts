// The bar's panels and behaviour, one chunk fetched on the guest's first touch of the bar (pointer, focus or
// touch), so the page's first load carries only the bar's fields.
export { SearchBarPopovers } from './search-bar-popovers';
