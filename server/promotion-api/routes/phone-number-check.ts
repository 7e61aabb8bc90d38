import fullPhoneMetadata from 'libphonenumber-js/max/metadata';
import { isValidInternationalNumber } from '../../../core/rules/phoneNumberChecks';
import { operation, type RouteModule } from './operation';

/** POST /phone-number-check: is this an existing international number? (full metadata, as a claim is checked) */
const phoneNumberCheck: RouteModule = () => [
  operation('/phone-number-check', 'post', {
    operationId: 'phoneNumberCheck',
    handler: async (request) => ({ data: { valid: isValidInternationalNumber(request.body.number, fullPhoneMetadata) } }),
  }),
];

export default phoneNumberCheck;
