// End-to-end tests drive Debian's Chromium (Playwright's own browser download cannot work on these machines).
// Installs it with apt-get when missing and we are root; otherwise says exactly what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the end-to-end tests…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.error(`No Chromium at ${chromium}. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
