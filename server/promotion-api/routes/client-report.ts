import { ApiError, ErrorCode } from '../../http/api-error';
import { operation, type RouteModule } from './operation';

/**
 * What personal data could still look like inside the contract's narrow patterns (no spaces, no `@`): a claim
 * reference, an IBAN, or six digits in a row (IMEI, phone, account or sort-code numbers). Hashes of built
 * files are short mixed letters and digits and do not match.
 */
const PERSONAL = [/\d{3}-\d{3}-\d{3}/, /[A-Za-z]{2}\d{2}[A-Za-z0-9]{11,30}/, /\d{6,}/];

/** The names of the fields whose value looks like personal data. */
export function personalFieldsOf(report: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(report)
    .filter(([, value]) => typeof value === 'string' && PERSONAL.some((pattern) => pattern.test(value)))
    .map(([name]) => name);
}

/**
 * POST /client-report: a failure in a customer's browser (start failure, missing chunk, storage refused), logged
 * so that an operator sees a failing release before customers write in. Nothing is stored. The contract keeps
 * personal data out of the body; what still looks like it is refused (422) and never logged, not even in part.
 */
const clientReport: RouteModule = () => [
  operation('/client-report', 'post', {
    operationId: 'clientReport',
    rateLimit: 'report',
    handler: async (request, reply) => {
      const report = request.body;
      const personal = personalFieldsOf({ ...report });
      if (personal.length) {
        if (!request.dryRun) request.log.warn({ clientReport: { refused: personal } }, 'client report refused: looks like personal data');
        throw new ApiError(422, ErrorCode.GENERIC, 'A value looks like personal data');
      }
      const { promotion_id, locale, kind, detail, release, asset, page } = report;
      // Storage refused is the browser's setting, not a fault of the release: info; the others are warnings. A dry
      // run is checked and answered alike, and logs nothing.
      if (!request.dryRun) request.log[kind === 'storage_fallback' ? 'info' : 'warn'](
        { clientReport: { promotion_id, locale, kind, detail, release, asset, page } },
        `client failure: ${kind} (${detail})`,
      );
      reply.code(204);
      return undefined;
    },
  }),
];

export default clientReport;
