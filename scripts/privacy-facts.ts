/**
 * docs/privacy.md's generated part (fields collected per step, retention per package) from page-definitions/:
 * prints it, or with --write puts it into the document. tests/server/privacy-facts.test.ts fails when they differ.
 */
import fs from 'node:fs';
import { privacyFacts, withFacts } from '../server/privacy/privacy-facts';
import { readServedPromotions } from '../server/packages/promotion-package';

const facts = privacyFacts(readServedPromotions('page-definitions'));
if (process.argv.includes('--write')) fs.writeFileSync('docs/privacy.md', withFacts(fs.readFileSync('docs/privacy.md', 'utf8'), facts));
else console.log(facts);
