import { z } from 'zod/mini';

export const amenityScopeSchema = z.enum(['HOTEL', 'ROOM']);
export type AmenityScope = z.infer<typeof amenityScopeSchema>;

export const amenitySchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
});

// Registered ids become named components in the API's OpenAPI document.
z.globalRegistry.add(amenitySchema, { id: 'Amenity' });

export type Amenity = z.infer<typeof amenitySchema>;

export const amenityListSchema = z.array(amenitySchema);

/** GET /api/amenities?scope=HOTEL (the default scope). */
export const amenitiesQuerySchema = z.object({
  scope: z._default(amenityScopeSchema, 'HOTEL'),
});

export type AmenitiesQuery = z.input<typeof amenitiesQuerySchema>;
