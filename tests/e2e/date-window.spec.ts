import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';
import { fixtureDataDir, ports } from '../../playwright.config';

// Runs against the fixture server's own database, so the main journeys never see a closed promotion.
test.use({ baseURL: `http://127.0.0.1:${ports.fixture}` });

function setDateWindow(status: 'OPEN' | 'EARLY' | 'LATE') {
  execFileSync('npx', ['tsx', 'server/operator.ts', 'date-window', 'all', status], {
    env: { ...process.env, DATA_DIR: fixtureDataDir },
    stdio: 'ignore',
  });
}

test.afterEach(() => setDateWindow('OPEN'));

test('the date-window guard: claim routes go to the closed page unless OPEN, and closed goes back to claim when OPEN', async ({ page }) => {
  setDateWindow('LATE');
  await page.goto('/2022launch/claim/get-started');
  await expect(page).toHaveURL(/\/2022launch\/closed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'This promotion is closed' })).toBeVisible();
  await expect(page.getByText('This promotion has ended and no longer accepts claims.')).toBeVisible();

  setDateWindow('EARLY');
  await page.goto('/2022launch/claim');
  await expect(page).toHaveURL(/\/2022launch\/closed$/);
  await expect(page.getByText('This promotion has not started yet.')).toBeVisible();

  setDateWindow('OPEN');
  await page.goto('/2022launch/closed');
  await expect(page).toHaveURL(/\/2022launch\/claim\/get-started$/);
});
