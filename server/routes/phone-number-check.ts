import { isValidInternationalNumber } from '../domain/phone-numbers';
import { operation, type RouteModule } from './operation';

/** POST /phone-number-check: is this an existing international number? */
const phoneNumberCheck: RouteModule = () => [
  operation('/phone-number-check', 'post', {
    operationId: 'phoneNumberCheck',
    handler: async (request) => ({ data: { valid: isValidInternationalNumber(request.body.number) } }),
  }),
];

export default phoneNumberCheck;
