import { z } from 'zod';

export const amenityScopeSchema = z.enum(['HOTEL', 'ROOM']);
export type AmenityScope = z.infer<typeof amenityScopeSchema>;

export const amenitySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});

export type Amenity = z.infer<typeof amenitySchema>;

export const amenityListSchema = z.array(amenitySchema);

/** GET /api/amenities?scope=HOTEL (the default scope). */
export const amenitiesQuerySchema = z.object({
  scope: amenityScopeSchema.default('HOTEL'),
});

export type AmenitiesQuery = z.input<typeof amenitiesQuerySchema>;
