import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/api/promotion-api';

/** Typed client of openapi/promotion-api.yaml (openapi-fetch's): what actions and data sources call. */
export type PromotionApi = Client<paths>;
