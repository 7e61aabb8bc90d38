import { ErrorCode } from '../rules/errorCodes';
import type { Action, FieldError } from '../engine/contract';

interface Item {
  productImei?: string | null;
  productSerial?: string | null;
}
interface IdentifierError {
  code: number;
  type: 'imei' | 'serial';
  identifier: string;
}

const messages = {
  imei: { [ErrorCode.IDENTIFIER_CLAIMED]: 'errorsImeiClaimed', [ErrorCode.IDENTIFIER_NOT_FOUND]: 'errorsImeiUnidentified' },
  serial: { [ErrorCode.IDENTIFIER_CLAIMED]: 'errorsSerialClaimed', [ErrorCode.IDENTIFIER_NOT_FOUND]: 'errorsSerialUnidentified' },
} as const;

/**
 * IMEI/serial check. A claimed identifier always blocks. An unidentified one blocks the first attempt only
 * (identifierSubmissionAttempt counts them), so a genuine new device is not locked out.
 */
const identifierCheck: Action = async ({ values, env, api, patch, processingErrorAlias }) => {
  const items = (values.items as Item[] | undefined) ?? [];
  const imei = items.map((item) => item.productImei ?? '').filter(Boolean);
  const serial = items.map((item) => item.productSerial ?? '').filter(Boolean);
  const { data, error, response } = await api.POST('/product-identifier-check', {
    body: { promotion_id: env.promotionId, imei, serial },
  });
  if (data?.data.valid) return { ok: true };

  const found = (error as { data?: { errors?: IdentifierError[] } } | undefined)?.data?.errors;
  if (response.status !== 422 || !Array.isArray(found) || found.length === 0) {
    return { ok: false, errors: [{ alias: processingErrorAlias }] };
  }
  const errors: FieldError[] = [];
  for (const problem of found) {
    const field = problem.type === 'serial' ? 'productSerial' : 'productImei';
    const alias = messages[problem.type]?.[problem.code as 5 | 10] ?? processingErrorAlias;
    const index = items.findIndex((item) => item[field] === problem.identifier);
    errors.push(index >= 0 ? { path: `items.${index}.${field}`, alias } : { alias });
  }
  const onlyNotFound = found.every((problem) => problem.code === ErrorCode.IDENTIFIER_NOT_FOUND);
  const attempts = Number(values.identifierSubmissionAttempt) || 0;
  if (onlyNotFound && attempts >= 1) return { ok: true };
  if (onlyNotFound) patch({ identifierSubmissionAttempt: attempts + 1 });
  return { ok: false, errors };
};

export default identifierCheck;
