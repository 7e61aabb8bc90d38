import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionAliases, checkSiteDefinitions, formatDefinitionError, schemaMessageUses } from '../../../core/node/definitions/index';

function writeTree(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fixed-aliases-'));
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), typeof data === 'string' ? data : JSON.stringify(data, null, 2));
  }
  return dir;
}

const locale = (country: string, sitePath: string) => ({ promotionId: `p-${country}`, country, currency: 'EUR', dateFormat: 'DMY', timezone: 'Europe/Paris', sitePath });
const tracker = {
  type: 'object',
  required: ['email', 'claimReference'],
  properties: {
    email: { type: 'string', format: 'email', messages: { '*': 'errorsInvalidEmail' } },
    claimReference: { type: 'string', messages: { required: 'errorsClaimReferenceEmpty', pattern: 'errorsClaimReferenceInvalid' } },
  },
};
const trackClaim = `import type { Action } from '../engine/contract';
const trackClaim: Action = async () => ({ ok: false, errors: [{ alias: status === 403 ? 'errorsNoClaimFound' : "errorsClaimSubmission" }] });
export default trackClaim;`;
const content = {
  home: 'Home',
  errorsInvalidEmail: 'Invalid e-mail',
  errorsClaimReferenceEmpty: 'Enter your reference',
  errorsClaimReferenceInvalid: 'Invalid reference',
  errorsNoClaimFound: 'No claim found',
  errorsClaimSubmission: 'Something went wrong',
  errorsGeneric: 'Check this answer',
};
const without = (map: Record<string, string>, ...aliases: string[]) =>
  Object.fromEntries(Object.entries(map).filter(([alias]) => !aliases.includes(alias)));
const site = {
  'site/promotion.json': {
    schemaVersion: 1,
    promotionCode: 'FIX00001',
    basePath: '/fix',
    defaultLocale: 'en-GB',
    draftVersion: 1,
    locales: { 'en-GB': locale('GB', '/fix'), 'de-DE': locale('DE', '/de/fix'), 'fr-FR': { ...locale('FR', '/fr/fix'), sitePath: undefined } },
    flags: {},
    
  },
  'site/pages/home.json': { schemaVersion: 1, kind: 'page', id: 'home', route: '', title: 'home', blocks: [] },
  'plugins/validation/tracker.schema.json': tracker,
  'plugins/actions/trackClaim.ts': trackClaim,
  'plugins/actions/support/helper.ts': "export const fallback = 'errorsClaimSubmission';",
  'plugins/actions/trackClaim.test.ts': "expect(alias).toBe('errorsOnlyInATest');",
  'content/en-GB.json': content,
  'content/de-DE.json': content,
};

async function check(files: Record<string, unknown>) {
  const dir = writeTree(files);
  const options = {
    rootDir: dir,
    widgetsDir: 'plugins/widgets',
    actionsDir: 'plugins/actions',
    sourcesDir: 'plugins/sources',
    validationDir: 'plugins/validation',
    contentDir: 'content',
  };
  const { errors } = await checkSiteDefinitions('site', options);
  return errors.map(formatDefinitionError);
}

describe('validation messages and action aliases must exist in every served locale', () => {
  it('reports nothing when every served locale has them', async () => {
    expect(await check(site)).toEqual([]);
  });

  it('reports a missing validation message at its messages entry, and a missing action alias at the action file', async () => {
    const german = without(content, 'errorsClaimReferenceInvalid', 'errorsNoClaimFound');
    const english = without(content, 'errorsClaimSubmission');
    expect(await check({ ...site, 'content/de-DE.json': german, 'content/en-GB.json': english })).toEqual([
      'plugins/validation/tracker.schema.json#/properties/claimReference/messages/pattern: content alias "errorsClaimReferenceInvalid" is missing in de-DE',
      'plugins/actions/support/helper.ts#: content alias "errorsClaimSubmission" is missing in en-GB',
      'plugins/actions/trackClaim.ts#: content alias "errorsNoClaimFound" is missing in de-DE',
      'plugins/actions/trackClaim.ts#: content alias "errorsClaimSubmission" is missing in en-GB',
    ]);
  });

  it("reports the message of an answer nothing else gives one for (errorsGeneric) where a locale lacks it", async () => {
    expect(await check({ ...site, 'content/de-DE.json': without(content, 'errorsGeneric') })).toEqual([
      'core/validation/genericMessage.ts#: content alias "errorsGeneric" is missing in de-DE',
    ]);
  });

  it('reports an unreadable validation schema instead of skipping it', async () => {
    const errors = await check({ ...site, 'plugins/validation/broken.schema.json': '{ "type": ' });
    expect(errors).toEqual([expect.stringMatching(/^plugins\/validation\/broken\.schema\.json#: invalid JSON/)]);
  });
});

describe('schemaMessageUses', () => {
  it('finds messages in nested and combined subschemas with escaped pointers', () => {
    const schema = {
      properties: { 'a/b': { messages: { '*': 'errorsA' } }, items: { items: { properties: { imei: { messages: { luhn: 'errorsImei' } } } } } },
      allOf: [{ if: {}, then: { properties: { company: { messages: { required: 'errorsCompanyEmpty' } } } } }],
      $defs: { name: { messages: { noSpecialCharacters: 'errorsName' } } },
    };
    expect(schemaMessageUses(schema, 'x.schema.json').map((u) => `${u.pointer} ${u.alias}`)).toEqual([
      '/allOf/0/then/properties/company/messages/required errorsCompanyEmpty',
      '/properties/a~1b/messages/* errorsA',
      '/properties/items/items/properties/imei/messages/luhn errorsImei',
      '/$defs/name/messages/noSpecialCharacters errorsName',
    ]);
  });

  it('does not mistake a property called "messages" for the annotation', () => {
    const schema = { properties: { messages: { type: 'array', items: { type: 'string' } } } };
    expect(schemaMessageUses(schema, 'x.schema.json')).toEqual([]);
  });
});

describe('actionAliases', () => {
  it('collects quoted errors* literals once each, nothing else', () => {
    const source = `const a = 'errorsImeiClaimed'; const b = "errorsImeiClaimed"; const c = \`errorsUploadFailed\`;
      // 'errorsalllowercase' 'errors' 'myerrorsThing' 'errorsWith-dash'`;
    expect(actionAliases(source)).toEqual(['errorsImeiClaimed', 'errorsUploadFailed']);
  });
});
