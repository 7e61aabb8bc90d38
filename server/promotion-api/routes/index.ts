import addressLookup from './address-lookup';
import claim from './claim';
import claimChecks from './claim-checks';
import claimDetailsRequest from './claim-details-request';
import claimDocuments from './claim-documents';
import clientReport from './client-report';
import contentManifest from './content-manifest';
import fileUpload from './file-upload';
import missingInformation from './missing-information';
import type { OperationImplementation, RouteContext, RouteModule } from './operation';
import phoneNumberCheck from './phone-number-check';
import promotionCatalogue from './promotion-catalogue';
import revaluation from './revaluation';
import rewardDetail from './reward-detail';
import rewardMethods from './reward-methods';
import surveyResponse from './survey-response';
import ticket from './ticket';
import usageEvents from './usage-events';
import webVisitor from './web-visitor';
import claimReferenceReminder from './claim-reference-reminder';

/** Every route module; each returns the operations it implements. */
const ROUTE_MODULES: RouteModule[] = [
  contentManifest,
  promotionCatalogue,
  rewardMethods,
  claimChecks,
  phoneNumberCheck,
  addressLookup,
  fileUpload,
  claim,
  surveyResponse,
  webVisitor,
  claimDetailsRequest,
  missingInformation,
  rewardDetail,
  revaluation,
  claimDocuments,
  ticket,
  clientReport,
  usageEvents,
  claimReferenceReminder,
];

export function allOperations(ctx: RouteContext): OperationImplementation[] {
  return ROUTE_MODULES.flatMap((module) => module(ctx));
}
