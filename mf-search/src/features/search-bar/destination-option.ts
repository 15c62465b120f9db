/** One choice of the destination panel: a region (official full name) or a suggested hotel. */
export type DestinationOption = { kind: 'region'; name: string } | { kind: 'hotel'; hotelId: number };

export function destinationOptionId(fieldId: string, index: number): string {
  return `${fieldId}-option-${index}`;
}
