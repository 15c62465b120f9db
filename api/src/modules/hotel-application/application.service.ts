import type { ApplicationDetail, HotelApplicationRequest } from 'shared-contracts/schemas';
import { APPLICATION_PAGE_SIZE } from 'shared-contracts/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { APPLICATION_MESSAGES as M } from './application.messages';
import {
  applicationsOfUser,
  AUDIT_ENTITY,
  detailOf,
  findApplicant,
  findOwnApplication,
  hasOpenApplication,
  hotelAmenityCodes,
  insertApplication,
  listItemOf,
  lockOwnApplication,
  nameTaken,
  updateApplication,
  type ApplicationRow,
} from './application.repository';
import { cleanApplication, type CleanApplication } from './application-rules';

const pending = () => new AppError(409, 'PENDING', M.pending);
const slugConflict = () => new AppError(409, 'SLUG_CONFLICT', M.slugConflict);

/** What a member may change on resubmission (the audit entry lists those that changed). */
const EDITABLE_FIELDS = [
  'ownerName',
  'businessNo',
  'phone',
  'gradeLevel',
  'hotelName',
  'address1',
  'address2',
  'postcode',
  'region',
  'coverImageType',
  'coverImageUrl',
  'coverImageTemplate',
  'amenitiesCsv',
  'comment',
  'roomsJson',
] as const satisfies readonly (keyof ApplicationRow)[];

function columnsOf(clean: CleanApplication) {
  const { amenityCodes, ...rest } = clean;
  return { ...rest, amenitiesCsv: amenityCodes.join(',') };
}

/** A member's own applications: submit, list, and resubmit one the reviewers sent back (NEEDS_INFO). */
export class ApplicationService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private async applicant(userId: number) {
    const row = await findApplicant(this.db, userId);
    if (!row) throw AppError.of(401, 'UNAUTHORIZED');
    return row;
  }

  /** A new application (PENDING), recorded in the audit log with the application's history. */
  async submit(actor: AuditActor, input: HotelApplicationRequest): Promise<ApplicationDetail> {
    const userId = actor.id;
    const clean = cleanApplication(input, await hotelAmenityCodes(this.db));
    if (await hasOpenApplication(this.db, userId)) throw pending();
    if (await nameTaken(this.db, clean.nameKey)) throw slugConflict();
    const applicant = await this.applicant(userId);
    try {
      const row = await this.db.transaction(async (tx) => {
        const inserted = await insertApplication(tx, {
          ...columnsOf(clean),
          userId,
          status: 'PENDING',
          createdAt: this.clock.now(),
          updatedAt: this.clock.now(),
        });
        await writeAudit(tx, actor, {
          action: 'APPLICATION_SUBMITTED',
          entity: AUDIT_ENTITY,
          entityId: inserted.id,
          after: { status: 'PENDING', hotelName: inserted.hotelName },
        });
        return inserted;
      });
      return detailOf(row, applicant);
    } catch (error) {
      // Two submissions at once: the one-open-application index lets one through.
      if (isUniqueViolation(error)) throw pending();
      throw error;
    }
  }

  async mine(userId: number, query: { page?: number; size?: number }) {
    const page = query.page ?? 0;
    const size = query.size ?? APPLICATION_PAGE_SIZE;
    const { rows, total: totalElements } = await applicationsOfUser(this.db, userId, size, page * size);
    return { content: rows.map(listItemOf), page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
  }

  async detail(userId: number, id: number): Promise<ApplicationDetail> {
    const row = await findOwnApplication(this.db, userId, id);
    if (!row) throw new AppError(404, 'APPLICATION_NOT_FOUND', M.notFound);
    return detailOf(row, await this.applicant(userId));
  }

  /**
   * The member answers a NEEDS_INFO request: the edited application goes back to the reviewers (UNDER_REVIEW), in one
   * transaction with its audit entry (the fields that changed, before → after). Only its applicant may; other states 409.
   */
  async resubmit(actor: AuditActor, id: number, input: HotelApplicationRequest): Promise<ApplicationDetail> {
    const userId = actor.id;
    const clean = cleanApplication(input, await hotelAmenityCodes(this.db));
    // Read before the transaction: on the embedded database a second query outside it would wait for it forever.
    const applicant = await this.applicant(userId);
    return this.db.transaction(async (tx) => {
      const row = await lockOwnApplication(tx, userId, id);
      if (!row) throw new AppError(404, 'APPLICATION_NOT_FOUND', M.notFound);
      if (row.status !== 'NEEDS_INFO') throw new AppError(409, 'APPLICATION_NOT_EDITABLE', M.notEditable);
      if (await nameTaken(tx, clean.nameKey, id)) throw slugConflict();
      const updated = await updateApplication(tx, id, { ...columnsOf(clean), status: 'UNDER_REVIEW', updatedAt: this.clock.now() });
      const changed = EDITABLE_FIELDS.filter((key) => JSON.stringify(row[key]) !== JSON.stringify(updated[key]));
      await writeAudit(tx, actor, {
        action: 'APPLICATION_RESUBMITTED',
        entity: AUDIT_ENTITY,
        entityId: id,
        before: { status: row.status, ...Object.fromEntries(changed.map((key) => [key, row[key]])) },
        after: { status: 'UNDER_REVIEW', ...Object.fromEntries(changed.map((key) => [key, updated[key]])) },
      });
      return detailOf(updated, applicant);
    });
  }
}
