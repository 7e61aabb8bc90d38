// @vitest-environment jsdom
import fs from 'node:fs';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsTab } from '../../../src/studio/SettingsTab';
import type { Files } from '../../../src/studio/useDraft';

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const schema = read('schemas/definition/promotion-config.schema.json');

/** The tab on GOO00028's files as shipped, its changes kept as the draft keeps them. */
function renderSettings() {
  const changes: Array<{ file: string; json: unknown }> = [];
  function Harness() {
    const [files, setFiles] = useState<Files>({ 'promotion.json': read('page-definitions/GOO00028/promotion.json'), 'catalogue.json': read('page-definitions/GOO00028/catalogue.json') });
    return (
      <SettingsTab
        files={files}
        schema={schema}
        update={(file, change) =>
          setFiles((current) => {
            const json = change(structuredClone(current[file]));
            changes.push({ file, json });
            return { ...current, [file]: json };
          })
        }
      />
    );
  }
  render(<Harness />);
  return changes;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SettingsTab', () => {
  it('groups the settings by what a manager decides, with the technical ones under Advanced and read-only', () => {
    renderSettings();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Dates', 'Who qualifies', 'Rewards', 'Languages and countries', 'Switches', 'After a claim', 'Keeping personal data']);
    const rewards = within(screen.getByRole('region', { name: 'Rewards' }));
    expect(rewards.getByRole('checkbox', { name: 'Reward Gift' })).toHaveProperty('checked', true);
    expect(rewards.getByRole('checkbox', { name: 'Reward Paypal may be switched in a later version' })).toHaveProperty('checked', true);
    expect(within(screen.getByRole('region', { name: 'Switches' })).getByRole('checkbox', { name: 'Claim Type Step' })).toHaveProperty('checked', true);

    // The code, the schema version and the address are shown, never offered as text to edit.
    expect(screen.queryByRole('textbox', { name: /promotion code|schema version|address$/i })).toBeNull();
    const advanced = screen.getByText('Advanced: what developers set').closest('details')!;
    expect(advanced.open).toBe(false);
    expect(within(advanced).getByText('GOO00028')).toBeTruthy();
    expect(within(advanced).getByText('/2022launch')).toBeTruthy();
    expect(within(advanced).getByRole('textbox', { name: 'Where courier scripts may come from' })).toHaveProperty('value', 'http://localhost:*');
  });

  it('shows how long personal data is kept in words, and changes it in the draft', async () => {
    const changes = renderSettings();
    const retention = within(screen.getByRole('region', { name: 'Keeping personal data' }));
    expect(retention.getByText(/erased 180 days after their claim's last change once it is closed/)).toBeTruthy();
    const closedDays = retention.getByRole('spinbutton', { name: "Days a closed claim's personal data is kept" });
    expect(closedDays).toHaveProperty('value', '');
    expect(retention.getByText(/Left empty: 180/)).toBeTruthy();
    await userEvent.clear(closedDays);
    await userEvent.type(closedDays, '90');
    expect((changes.at(-1)?.json as { settings: { retention: unknown } }).settings.retention).toEqual({ closedClaimDays: 90 });
    expect(retention.getByText(/erased 90 days after/)).toBeTruthy();
  });

  it('picks the windows as dates and keeps the claim window from the start of its first day to the end of its last', async () => {
    const changes = renderSettings();
    const dates = within(screen.getByRole('region', { name: 'Dates' }));
    const purchasesFrom = within(await dates.findByRole('group', { name: 'Products bought' })).getByLabelText('From') as HTMLInputElement;
    expect(purchasesFrom.type).toBe('date');
    expect(purchasesFrom.value).toBe('2022-10-06');
    fireEvent.change(purchasesFrom, { target: { value: '2022-11-01' } });
    expect(changes.at(-1)).toMatchObject({ file: 'catalogue.json', json: { purchaseWindow: { start: '2022-11-01', end: '2030-12-31' } } });

    const claimsUntil = within(dates.getByRole('group', { name: 'Claims can be made' })).getByLabelText('Until') as HTMLInputElement;
    expect(claimsUntil.value).toBe('2031-03-31');
    fireEvent.change(claimsUntil, { target: { value: '2031-06-30' } });
    expect(changes.at(-1)?.json).toMatchObject({ claimWindow: { start: '2022-10-06T00:00:00', end: '2031-06-30T23:59:59' } });
  });

  it("says what today is in the promotion's time zone, and whether purchases and claims are open", async () => {
    vi.useFakeTimers({ now: new Date('2031-04-01T00:30:00Z'), toFake: ['Date'] });
    renderSettings();
    // 00:30 UTC on 1 April is 01:30 in London (summer time): claims closed at the end of 31 March there.
    expect((await screen.findByTestId('dates-today')).textContent).toBe('Today is 1 April 2031 in Europe/London: a product bought today does not qualify, and claims are closed.');
  });

  it('turns a flag on and lets it be switched later, as the draft stores them', async () => {
    const changes = renderSettings();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Reward Gift may be switched in a later version' }));
    expect(changes.at(-1)?.json).toMatchObject({ switchableFlags: ['claimTypeStep', 'rewardPaypal', 'rewardBankTransfer', 'rewardGift'] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Main language' }), 'de-DE');
    expect(changes.at(-1)?.json).toMatchObject({ defaultLocale: 'de-DE' });
    expect(await screen.findByText(/^Days in the promotion's time zone, Europe\/Berlin/)).toBeTruthy();
  });
});
