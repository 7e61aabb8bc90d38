/** The messages a package declares (core/definitions/checkCustomerMessages.ts), checked by npm run check: planted mistakes. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSiteDefinitions, formatDefinitionError } from '../../../core/node/definitions/index';

const REPO = path.resolve(__dirname, '../../..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A package extending GOO00028 with `files` (path -> JSON) of its own; the checker's lines about messages. */
async function plant(files: Record<string, unknown>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'planted-messages-'));
  dirs.push(dir);
  const pkg = path.join(dir, 'PLANTED');
  for (const [file, data] of Object.entries({ 'promotion.json': {}, ...files })) {
    fs.mkdirSync(path.dirname(path.join(pkg, file)), { recursive: true });
    const json = file === 'promotion.json' ? { extends: path.relative(pkg, path.join(REPO, 'page-definitions/GOO00028')), ...(data as object) } : data;
    fs.writeFileSync(path.join(pkg, file), JSON.stringify(json));
  }
  const { errors } = await checkSiteDefinitions(pkg, { rootDir: REPO });
  return errors.map(formatDefinitionError).map((line) => line.replace(/^.*PLANTED\//, 'PLANTED/'));
}

describe('npm run check: customers\' messages', () => {
  it('the packages as they are: every message has its wording in every locale and every placeholder a value', async () => {
    expect(await plant({})).toEqual([]);
  });

  it('reports a message without wording in a locale (file + pointer of the message)', async () => {
    const planted = { reminderAgain: { on: 'referenceReminder', text: { subject: 'plantedSubject', heading: 'messageReferenceReminderHeading', body: 'messageReferenceReminderBody' } } };
    expect(await plant({ 'promotion.json': { messages: planted }, 'content/en-GB.json': { plantedSubject: 'Your references' } })).toEqual([
      'PLANTED/promotion.json#/messages/reminderAgain/text/subject: message "reminderAgain" has no wording in de-DE, fr-FR: content alias "plantedSubject" is missing there',
    ]);
  });

  it("reports a placeholder the message's event gives no value for (file + pointer of the wording)", async () => {
    expect(await plant({ 'content/fr-FR.json': { messageClaimReceivedSubject: 'Demande {reference} : {note}' } })).toEqual([
      'PLANTED/content/fr-FR.json#/messageClaimReceivedSubject: placeholder {note} has no value: no setting has that name, nor is it one the site gives here ({reference}, {name}, {date})',
    ]);
  });

  it('reports a link to a page the package does not have, and a status message without statuses', async () => {
    const lines = await plant({ 'promotion.json': { messages: { claimReceived: { linkTo: 'no-such-page' }, paid: { on: 'status', text: { subject: 'messageCompletedSubject', heading: 'messageCompletedHeading', body: 'messageCompletedBody' } } } } });
    expect(lines).toContain('PLANTED/promotion.json#/messages/claimReceived/linkTo: message "claimReceived" links to page "no-such-page", which the package does not have');
    expect(lines.some((line) => line.startsWith('PLANTED/promotion.json#/messages/paid') && line.includes('statuses'))).toBe(true);
  });
});
