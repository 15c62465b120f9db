// Second public entry, 'shared-contracts/schemas': the zod schemas of the API's payloads. The api uses
// them as route schemas (validation + OpenAPI); the browser imports them only where it validates at
// run time, so pages that do not pay nothing for zod (docs/decisions/0005-lean-shared-modules.md).
export { errorBodySchema, type ErrorBody } from './schemas/error-body.schema';
export { healthSchema, type Health } from './schemas/health.schema';
export {
  amenitySchema,
  amenityListSchema,
  amenityScopeSchema,
  amenitiesQuerySchema,
  type Amenity,
  type AmenityScope,
  type AmenitiesQuery,
} from './schemas/amenity.schema';
export {
  hotelCardSchema,
  pagedHotelsSchema,
  pagedHotelsQuerySchema,
  type HotelCard,
  type PagedHotels,
  type PagedHotelsQuery,
  type PagedHotelsQueryInput,
} from './schemas/hotel-card.schema';
