// @vitest-environment jsdom
import fs from 'node:fs';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogueTab } from '../../../src/studio/CatalogueTab';
import { draftProblems } from '../../../src/studio/catalogue/draftProblems';
import { ProblemsProvider } from '../../../src/studio/Problems';
import type { Files } from '../../../src/studio/useDraft';

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const purchaseDetails = read('page-definitions/AUR00031/steps/purchase-details.json');

/** The tab on AUR00031's catalogue as shipped, with its problems worked out as the editor does (as typed, nothing saved). */
function renderCatalogue() {
  let latest: Files = {};
  function Harness() {
    const [files, setFiles] = useState<Files>({ 'catalogue.json': read('page-definitions/AUR00031/catalogue.json'), 'steps/purchase-details.json': purchaseDetails });
    latest = files;
    return (
      <ProblemsProvider problems={draftProblems(files, [], 'unsaved')}>
        <CatalogueTab files={files} update={(file, change) => setFiles((current) => ({ ...current, [file]: change(structuredClone(current[file])) }))} />
      </ProblemsProvider>
    );
  }
  render(<Harness />);
  return () => latest['catalogue.json'] as { products: Array<Record<string, unknown>>; resellers: Array<Record<string, unknown>> };
}

afterEach(cleanup);

describe('CatalogueTab', () => {
  it('adds a product by its name (its id follows), with an IMEI range, the keyboard put in the name', async () => {
    const catalogue = renderCatalogue();
    await userEvent.click(screen.getByRole('button', { name: 'Add a product' }));
    const products = screen.getByRole('region', { name: 'Products (5)' });
    expect(document.activeElement).toBe(within(products).getAllByLabelText('Name customers see').at(-1));
    await userEvent.keyboard('Aurora Mini');
    const product = screen.getByRole('group', { name: 'Aurora Mini' });
    await userEvent.type(within(product).getByLabelText('Range 1: first IMEI'), '35790700000000');
    await userEvent.type(within(product).getByLabelText('Range 1: last IMEI'), '35790700000999');
    expect(within(product).getByText('1,000 IMEIs')).toBeTruthy();
    expect(catalogue().products.at(-1)).toEqual({ id: 'aurora-mini', name: 'Aurora Mini', kind: 'phone', imeiRanges: [{ first: '35790700000000', last: '35790700000999' }] });
  });

  it('shows a TAC another product uses at its field as it is typed', async () => {
    renderCatalogue();
    const second = screen.getByRole('group', { name: 'Aurora One 256GB Glacier' });
    const tac = within(second).getByLabelText('TAC 1');
    await userEvent.clear(tac);
    await userEvent.type(tac, '35790411');
    expect(tac.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(tac.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe('Error: TAC 35790411 is already used by Aurora One 128GB Midnight');
  });

  it('says a reseller id is taken, at that id', async () => {
    const catalogue = renderCatalogue();
    await userEvent.click(screen.getByRole('button', { name: 'Add a reseller' }));
    await userEvent.keyboard('Best Buy');
    const added = screen.getAllByLabelText('Reseller id').at(-1)!;
    expect((added as HTMLInputElement).value).toBe('best-buy');
    expect(added.getAttribute('aria-invalid')).toBe('true');
    expect(catalogue().resellers.at(-1)).toEqual({ id: 'best-buy', name: 'Best Buy' });
  });
});
