// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import NamedTable from '../../../src/widgets/NamedTable';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

const resellers = [
  { id: 3, name: 'Argos' },
  { id: 1, name: 'Currys' },
  { id: 2, name: 'amazon' },
  { id: 4, name: 'Ébay' },
  { id: 5, name: 'EE' },
];
const text = { subtitles: 'Qualifying products\nParticipating resellers', column: 'Name', empty: 'Not available' };

function names() {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
}

describe('NamedTable', () => {
  it('titles the table with its line of the sub-titles list and names its one column', () => {
    renderWidget(NamedTable, { props: { subtitleIndex: 1 }, data: resellers, text });
    expect(screen.getByRole('heading', { level: 2, name: 'Participating resellers' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Participating resellers' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(names()).toEqual(['Argos', 'Currys', 'amazon', 'Ébay', 'EE']);
  });

  it('sorts by name ignoring case and accents when asked', () => {
    renderWidget(NamedTable, { props: { subtitleIndex: 1, sort: true }, data: resellers, text });
    expect(names()).toEqual(['amazon', 'Argos', 'Currys', 'Ébay', 'EE']);
  });

  it('uses the first line for index 0 and a level-3 heading when asked', () => {
    renderWidget(NamedTable, { props: { subtitleIndex: 0, level: 3 }, data: [{ id: 'p1', name: 'Pixel 7' }], text });
    expect(screen.getByRole('heading', { level: 3, name: 'Qualifying products' })).toBeTruthy();
    expect(names()).toEqual(['Pixel 7']);
  });

  it('shows the empty message, not a table, without entries (or with data of another shape)', () => {
    renderWidget(NamedTable, { props: { subtitleIndex: 0 }, data: { not: 'a list' }, text });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Not available')).toBeTruthy();
  });
});
