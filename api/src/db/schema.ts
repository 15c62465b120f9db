// The one schema object handed to Drizzle and drizzle-kit; tables live in ./schema/<area>.schema.ts.
export * from './schema/enums';
export * from './schema/users.schema';
export * from './schema/catalog.schema';
export * from './schema/rooms.schema';
export * from './schema/coupon.schema';
export * from './schema/booking.schema';
export * from './schema/review.schema';
export * from './schema/meta.schema';
export * from './schema/auth.schema';
export * from './schema/search.schema';
export * from './schema/support.schema';
export * from './schema/audit.schema';
export * from './schema/application.schema';
export * from './schema/cancellation.schema';
export * from './schema/settlement.schema';
