import type { Db } from '../../db/open-database';
import { ErrorCode } from '../../http/api-error';
import { isWellFormedImei } from '../../../core/rules/luhn';

export type IdentifierType = 'imei' | 'serial';

export interface IdentifierProblem {
  code: typeof ErrorCode.IDENTIFIER_CLAIMED | typeof ErrorCode.IDENTIFIER_NOT_FOUND;
  type: IdentifierType;
  identifier: string;
}

/** Serial numbers of the seeded devices look like this (letters and digits, 8 to 20). */
const SERIAL_PATTERN = /^[A-Z0-9]{8,20}$/i;

/**
 * Checks IMEIs and serials for a promotion: an IMEI is known when it is 15 digits, passes Luhn and its TAC
 * belongs to a product of the promotion or it lies in an IMEI range of one; a serial is known when it is well formed. Known identifiers that
 * are already part of a submitted claim are "claimed" (5); unknown ones are "not found" (10).
 */
export async function checkIdentifiers(
  db: Pick<Db, 'selectFrom'>,
  promotionId: string,
  imeis: string[],
  serials: string[],
  /** Identifiers of this claim do not count as claimed (a claim checking its own, inside its transaction). */
  exceptClaimId?: string,
): Promise<IdentifierProblem[]> {
  const problems: IdentifierProblem[] = [];
  const tacs = imeis.filter(isWellFormedImei).map((imei) => imei.slice(0, 8));
  const knownTacs = new Set(
    tacs.length
      ? (
          await db
            .selectFrom('product_tacs')
            .innerJoin('promotion_products', 'promotion_products.product_id', 'product_tacs.product_id')
            .select('product_tacs.tac')
            .where('promotion_products.promotion_id', '=', promotionId)
            .where('product_tacs.tac', 'in', tacs)
            .execute()
        ).map((r) => r.tac)
      : [],
  );
  const inRanges = await imeisInRanges(db, promotionId, imeis.filter((imei) => isWellFormedImei(imei) && !knownTacs.has(imei.slice(0, 8))));
  const claimedImeis = await claimedValues(db, 'imei', imeis, exceptClaimId);
  const claimedSerials = await claimedValues(db, 'serial', serials.map(normaliseSerial), exceptClaimId);

  for (const imei of imeis) {
    if (!isWellFormedImei(imei) || !(knownTacs.has(imei.slice(0, 8)) || inRanges.has(imei))) {
      problems.push({ code: ErrorCode.IDENTIFIER_NOT_FOUND, type: 'imei', identifier: imei });
    } else if (claimedImeis.has(imei)) {
      problems.push({ code: ErrorCode.IDENTIFIER_CLAIMED, type: 'imei', identifier: imei });
    }
  }
  for (const serial of serials) {
    if (!SERIAL_PATTERN.test(serial)) {
      problems.push({ code: ErrorCode.IDENTIFIER_NOT_FOUND, type: 'serial', identifier: serial });
    } else if (claimedSerials.has(normaliseSerial(serial))) {
      problems.push({ code: ErrorCode.IDENTIFIER_CLAIMED, type: 'serial', identifier: serial });
    }
  }
  return problems;
}

export function normaliseSerial(serial: string): string {
  return serial.trim().toUpperCase();
}

/** The IMEIs that lie in an IMEI range of a product of the promotion (compared on the 14 digits before the check digit). */
async function imeisInRanges(db: Pick<Db, 'selectFrom'>, promotionId: string, imeis: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const imei of imeis) {
    const body = imei.slice(0, 14);
    const hit = await db
      .selectFrom('product_imei_ranges')
      .innerJoin('promotion_products', 'promotion_products.product_id', 'product_imei_ranges.product_id')
      .select('product_imei_ranges.product_id')
      .where('promotion_products.promotion_id', '=', promotionId)
      .where('product_imei_ranges.first_body', '<=', body)
      .where('product_imei_ranges.last_body', '>=', body)
      .executeTakeFirst();
    if (hit) found.add(imei);
  }
  return found;
}

async function claimedValues(db: Pick<Db, 'selectFrom'>, kind: IdentifierType, values: string[], exceptClaimId?: string): Promise<Set<string>> {
  if (!values.length) return new Set();
  let query = db.selectFrom('claim_identifiers').select('value').where('kind', '=', kind).where('value', 'in', values);
  if (exceptClaimId) query = query.where('claim_id', '<>', exceptClaimId);
  const rows = await query.execute();
  return new Set(rows.map((r) => r.value));
}
