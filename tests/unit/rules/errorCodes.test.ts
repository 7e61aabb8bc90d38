/** One list of the API's error codes (core/rules/errorCodes.ts), and it is the contract's. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ErrorCode as ServerErrorCode } from '../../../server/http/api-error';
import { ErrorCode as SiteErrorCode, errorCodesOf } from '../../../src/api/client';
import { ErrorCode } from '../../../core/rules/errorCodes';

const contract = parse(readFileSync(new URL('../../../openapi/promotion-api.yaml', import.meta.url), 'utf8'));

describe('API error codes', () => {
  it('are exactly the codes the contract declares', () => {
    const declared: number[] = contract.components.schemas.ErrorCode.enum;
    expect(Object.values(ErrorCode).sort((a, b) => a - b)).toEqual([...declared].sort((a, b) => a - b));
  });

  it('the site and the server use the same object', () => {
    expect(SiteErrorCode).toBe(ErrorCode);
    expect(ServerErrorCode).toBe(ErrorCode);
  });

  it('reads codes from error bodies, tolerating bodies that are not ours', () => {
    expect(errorCodesOf({ errors: [{ code: 5 }, { code: '10' }, { code: 'x' }] })).toEqual([5, 10]);
    expect(errorCodesOf('<html>')).toEqual([]);
    expect(errorCodesOf(undefined)).toEqual([]);
  });
});
