import type { Database } from '../../db/database';
import type { AmenityScope } from '../../db/schema/enums';
import { findAmenitiesByScope, type AmenityRow } from './amenity.repository';

export class AmenityService {
  constructor(private readonly db: Database) {}

  list(scope: AmenityScope): Promise<AmenityRow[]> {
    return findAmenitiesByScope(this.db, scope);
  }
}
