// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomerMessagesPreview } from '../../../src/studio/CustomerMessagesPreview';

const REPO = path.resolve(__dirname, '../../..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(REPO, 'page-definitions/GOO00028', file), 'utf8'));
const locales = ['en-GB', 'de-DE', 'fr-FR'];
const files: Record<string, any> = {
  'promotion.json': read('promotion.json'),
  'pages/track-claim.json': read('pages/track-claim.json'),
  ...Object.fromEntries(locales.map((locale) => [`content/${locale}.json`, read(`content/${locale}.json`)])),
};

afterEach(cleanup);

describe("the studio's preview of customers' messages", () => {
  it('shows every declared message in every locale with sample values: subject, text and HTML', async () => {
    render(<CustomerMessagesPreview files={files} locales={locales} />);
    const section = screen.getByRole('region', { name: 'Customers’ messages' });
    await userEvent.click(within(section).getByText('awaitingInformation'));
    const de = within(section).getByRole('article', { name: 'awaitingInformation in de-DE' });
    expect(within(de).getByText('Wir brauchen etwas von Ihnen für Antrag 123-456-789')).toBeTruthy();
    expect(de.querySelector('pre')!.textContent).toContain('Unser Hinweis: Please send a clearer photo of your receipt.');
    expect(de.querySelector('pre')!.textContent).toContain('https://claims.example/de/2022launch/track-claim#reference=123-456-789');
    // Shown as source: markup in a frame's srcdoc is refused by the studio's Trusted Types policy.
    expect(within(de).getByLabelText('awaitingInformation in de-DE (HTML)').textContent).toContain('<html lang="de-DE"');
    expect(section.querySelectorAll('details')).toHaveLength(Object.keys((files['promotion.json'] as { messages: object }).messages).length);
  });

  it('says why a message cannot be shown (wording missing in a locale)', async () => {
    const broken = { ...files, 'content/fr-FR.json': { ...files['content/fr-FR.json'], messageClaimReceivedSubject: undefined } };
    render(<CustomerMessagesPreview files={broken} locales={locales} />);
    await userEvent.click(screen.getByText('claimReceived'));
    expect(within(screen.getByRole('article', { name: 'claimReceived in fr-FR' })).getByText(/content alias "messageClaimReceivedSubject" is missing in fr-FR/)).toBeTruthy();
  });
});
