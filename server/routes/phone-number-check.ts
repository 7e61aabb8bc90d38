import { isValidInternationalNumber } from '../domain/phone-numbers';
import type { RouteModule } from './operation';

/** POST /phone-number-check: is this an existing international number? */
const phoneNumberCheck: RouteModule = () => [
  {
    operationId: 'phoneNumberCheck',
    method: 'post',
    path: '/phone-number-check',
    handler: async (request) => ({ data: { valid: isValidInternationalNumber((request.body as { number: string }).number) } }),
  },
];

export default phoneNumberCheck;
