import { readFileSync } from 'node:fs';
/** A fake ActionContext for actions: a fake api with only POST, answering like openapi-fetch. */
import { vi } from 'vitest';
import type { PromotionApi } from '../../../src/api/client';
import type { ActionContext, FieldError, FormValues, SiteEnvironment } from '../../../src/engine/contract';

export interface Answer {
  data?: unknown;
  error?: unknown;
  response: { status: number };
}

/** 2xx: openapi-fetch puts the body in `data`. */
export const answer = (body: unknown, status = 200): Answer => ({ data: body, error: undefined, response: { status } });
/** Non-2xx: openapi-fetch puts the body in `error`. */
export const failure = (status: number, body: unknown = {}): Answer => ({ data: undefined, error: body, response: { status } });

export const env: SiteEnvironment = {
  locale: 'de-DE',
  country: 'DE',
  currency: 'EUR',
  dateFormat: 'DMY',
  timezone: 'Europe/Berlin',
  promotionId: 'GOO00028-DE',
  flags: {},
  settings: {
    windowPromotion: { promotionId: 'GOO00028-DE-WINDOW', products: ['pixel-7-pro-512-snow'] },
    maxPurchaseItems: { PERSONAL: 1, BUSINESS: 1 },
    myClaim: { returnWindowDays: { min: 0, max: 30 }, tradeInWaitDays: 14, courierHosts: ['http://localhost:*'] },
  },
  sitePath: '/de/2022launch',
  imagesPath: '/2022launch/images',
  sites: [],
};

export interface FakeOptions {
  values?: FormValues;
  env?: Partial<SiteEnvironment>;
  /** Answers POST(path, { body }). */
  post?: (path: string, body: any) => Answer | Promise<Answer>;
  validate?: () => FieldError[];
  files?: Record<string, File>;
  fields?: Array<{ name: string; labelAlias?: string }>;
  /** The flow's submission mapping (default: GOO00028's). */
  submission?: ActionContext['submission'];
}

const GOO_SUBMISSION = JSON.parse(readFileSync('page-definitions/GOO00028/flows/claim.json', 'utf8')).submission as ActionContext['submission'];

export function fakeContext(options: FakeOptions = {}) {
  const POST = vi.fn(async (path: string, init: { body?: unknown }) => {
    if (!options.post) throw new Error(`unexpected POST ${path}`);
    return options.post(path, init?.body);
  });
  const files = new Map(Object.entries(options.files ?? {}));
  const session = new Map<string, unknown>();
  const patches: FormValues[] = [];
  const ctx = {
    values: options.values ?? {},
    patch: vi.fn((patch: FormValues) => void patches.push(patch)),
    env: { ...env, ...options.env },
    api: { POST } as unknown as PromotionApi,
    validate: vi.fn(async () => options.validate?.() ?? []),
    session: { get: (key: string) => session.get(key), set: vi.fn((key: string, value: unknown) => void session.set(key, value)) },
    pendingFiles: {
      add: () => {
        throw new Error('not used by actions');
      },
      get: (key: string) => files.get(key),
      remove: vi.fn((key: string) => void files.delete(key)),
    },
    redirectTo: vi.fn(),
    text: (alias: string) => `text:${alias}`,
    processingErrorAlias: 'errorsClaimProcessing',
    submission: options.submission ?? GOO_SUBMISSION,
    fields: options.fields ?? [],
  } satisfies ActionContext;
  /** The bodies POSTed to one path, in order. */
  const bodies = (path: string) => POST.mock.calls.filter(([p]) => p === path).map(([, init]) => init?.body as any);
  return { ctx, POST, bodies, patches, session, files };
}
