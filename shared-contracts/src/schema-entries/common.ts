// 'shared-contracts/schemas/common': zod schemas and constants of shared by every area: error body, health, ids, amenities, regions, client routes.
export { errorBodySchema, type ErrorBody } from '../schemas/error-body.schema';
export { healthSchema, type Health } from '../schemas/health.schema';
export {
  amenitySchema,
  amenityListSchema,
  amenityScopeSchema,
  amenitiesQuerySchema,
  type Amenity,
  type AmenityScope,
  type AmenitiesQuery,
} from '../schemas/amenity.schema';
export { dbInt, dbId, queryInt, queryId, PG_INTEGER_MIN, PG_INTEGER_MAX } from '../schemas/db-int.schema';
// The shell's client routes: the api's web-static plugin answers them with the page (200) and other paths 404.
export { isClientRoute } from '../contract/client-routes';
export { parseRemotesManifest } from '../contract/remotes-manifest';
export { MAP_TILE_URL } from '../constants/map.constants';
export { REGION_NAMES } from '../constants/regions.constants';
