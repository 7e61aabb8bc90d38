import { lazy, Suspense, useId } from 'react';
import { pointerOf } from './fieldIds';
import { setAt, valueAt } from './jsonPointer';
import { SchemaForm } from './SchemaForm';
import { SettingsGroup as Group } from './SettingsGroup';
import { CheckboxSetting, ChoiceSetting, FixedSetting, NumberSetting, TextSetting } from './SettingFields';
import { draftPromotionConfigOf, type PromotionConfig } from '../../core/package/promotionConfig';
import { RETENTION_DEFAULTS, retentionInWords, retentionSettingsIn } from '../../core/rules/retentionSettings';
import type { LocaleInfo } from '../../core/generated/definitions';
import type { StudioSchemas } from './api';
import type { Catalogue } from './DatesSettings';
import type { Files, Update } from './useDraft';

type JsonSchema = StudioSchemas['JsonSchema'];
// Dates bring luxon (time zones): loaded with the Settings tab's dates, not with the studio.
const DatesSettings = lazy(() => import('./DatesSettings').then((module) => ({ default: module.DatesSettings })));

const FILE = 'promotion.json';
const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
/** Flags named reward… choose how customers take their reward (the packages' convention); the others switch parts of a journey. */
const isRewardFlag = (flag: string) => /^reward[A-Z]/.test(flag);
const DATE_ORDERS = [
  { value: 'DMY', label: 'Day, month, year (31/12/2025)' },
  { value: 'MDY', label: 'Month, day, year (12/31/2025)' },
  { value: 'YMD', label: 'Year, month, day (2025-12-31)' },
];

/**
 * promotion.json (and the dates of catalogue.json) in a manager's words, grouped by what a manager decides: dates, who
 * qualifies, rewards, languages, switches, what happens after a claim. What developers set (codes, versions, paths,
 * script origins) is shown under "Advanced", the fixed parts read-only. Every change goes to the draft as any other.
 */
export function SettingsTab({ files, schema, update }: { files: Files; schema: JsonSchema | undefined; update: Update }) {
  if (!schema) return <p>Loading the settings form…</p>;
  const config = draftPromotionConfigOf(files);
  const catalogue = files['catalogue.json'] as Catalogue | undefined;
  const set = (pointer: string, value: unknown) => update(FILE, (json) => setAt(json ?? {}, pointer, value));
  const at = (pointer: string) => valueAt(config, pointer);
  // The main language first, the others beside it.
  const locales = Object.keys(config.locales ?? {}).sort((a, b) => Number(b === config.defaultLocale) - Number(a === config.defaultLocale));
  const flags = Object.keys(config.flags ?? {});
  const timezone = (at(`/locales/${config.defaultLocale}/timezone`) as string | undefined) ?? 'UTC';
  const zones = locales.map((locale) => `${locale} ${config.locales?.[locale]?.timezone ?? '?'}`).join(', ');
  const maxItems = config.settings?.maxPurchaseItems as Record<string, number> | undefined;
  const myClaim = config.settings?.myClaim;
  const retention = retentionSettingsIn(config.settings as Record<string, unknown> | undefined);
  const switchableFlags = config.switchableFlags ?? [];
  const flagProps = (flag: string) => ({ flag, value: config.flags?.[flag] === true, switchable: switchableFlags.includes(flag), switchableFlags, set });
  return (
    <section aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      <p className="hint">Every change is saved as the draft and checked; customers see it only once it is published.</p>

      <Group id="settings-dates" title="Dates">
        {catalogue ? (
          <Suspense fallback={<p>Loading the dates…</p>}>
            <DatesSettings catalogue={catalogue} timezone={timezone} zones={zones} update={(pointer, value) => update('catalogue.json', (json) => setAt(json ?? {}, pointer, value))} />
          </Suspense>
        ) : (
          <p className="hint">This promotion has no catalogue.json: its dates are those of the promotion API.</p>
        )}
      </Group>

      <Group id="settings-who" title="Who qualifies">
        {maxItems && (
          <fieldset className="fieldset fieldset--inline">
            <legend className="fieldset__legend">Most products in one claim</legend>
            {Object.keys(maxItems).map((type) => (
              <NumberSetting
                key={type}
                file={FILE}
                pointer={`/settings/maxPurchaseItems${pointerOf(type)}`}
                label={`${words(type.toLowerCase())} claims`}
                min={1}
                value={maxItems[type]}
                onChange={(n) => set(`/settings/maxPurchaseItems${pointerOf(type)}`, n)}
              />
            ))}
          </fieldset>
        )}
        {catalogue && (
          <p className="hint">
            {(catalogue.products ?? []).length} products and {(catalogue.resellers ?? []).length} resellers qualify: the Catalogue tab lists and edits them.
          </p>
        )}
      </Group>

      <Group id="settings-rewards" title="Rewards" hint="The ways a customer may take their reward.">
        {flags.filter(isRewardFlag).map((flag) => (
          <FlagSetting key={flag} {...flagProps(flag)} />
        ))}
      </Group>

      <Group id="settings-languages" title="Languages and countries">
        <ChoiceSetting
          file={FILE}
          pointer="/defaultLocale"
          label="Main language"
          hint="Shown first in the studio; its time zone is the promotion's."
          value={config.defaultLocale}
          options={locales.map((locale) => ({ value: locale, label: locale }))}
          onChange={(value) => set('/defaultLocale', value)}
        />
        {locales.map((locale) => (
          <LocaleSettings key={locale} locale={locale} info={config.locales?.[locale] ?? {}} set={set} />
        ))}
      </Group>

      <Group id="settings-switches" title="Switches" hint="Parts of the journeys a flag turns on or off.">
        {flags
          .filter((flag) => !isRewardFlag(flag))
          .map((flag) => (
            <FlagSetting key={flag} {...flagProps(flag)} />
          ))}
      </Group>

      {myClaim && (
        <Group id="settings-after" title="After a claim" hint="What a customer can still do on their claim's page.">
          <fieldset className="fieldset fieldset--inline">
            <legend className="fieldset__legend">Bank details and a return reason can be given</legend>
            <NumberSetting
              file={FILE}
              pointer="/settings/myClaim/returnWindowDays/min"
              label="From day"
              hint="Days after the purchase; 0 is the purchase day."
              min={0}
              value={myClaim.returnWindowDays?.min}
              onChange={(n) => set('/settings/myClaim/returnWindowDays/min', n)}
            />
            <NumberSetting
              file={FILE}
              pointer="/settings/myClaim/returnWindowDays/max"
              label="Until day"
              hint="Included."
              min={0}
              value={myClaim.returnWindowDays?.max}
              onChange={(n) => set('/settings/myClaim/returnWindowDays/max', n)}
            />
          </fieldset>
          <NumberSetting
            file={FILE}
            pointer="/settings/myClaim/tradeInWaitDays"
            label="Days a trade-in's labels can be downloaded"
            hint="Counted from the claim's last change."
            min={1}
            value={myClaim.tradeInWaitDays}
            onChange={(n) => set('/settings/myClaim/tradeInWaitDays', n)}
          />
        </Group>
      )}

      <Group id="settings-retention" title="Keeping personal data" hint={retentionInWords(retention)}>
        <NumberSetting
          file={FILE}
          pointer="/settings/retention/closedClaimDays"
          label="Days a closed claim's personal data is kept"
          hint={`Counted from the claim's last change once it is paid or rejected; then names, addresses, bank details and files are erased. Left empty: ${RETENTION_DEFAULTS.closedClaimDays}.`}
          min={0}
          value={config.settings?.retention?.closedClaimDays}
          onChange={(n) => set('/settings/retention/closedClaimDays', n)}
        />
        <NumberSetting
          file={FILE}
          pointer="/settings/retention/afterClaimWindowDays"
          label="Days everything else is kept after claims close"
          hint={`Counted from the end of the claim window: claims never closed, contact messages and visitor ids. Left empty: ${RETENTION_DEFAULTS.afterClaimWindowDays}.`}
          min={0}
          value={config.settings?.retention?.afterClaimWindowDays}
          onChange={(n) => set('/settings/retention/afterClaimWindowDays', n)}
        />
      </Group>

      <details className="advanced">
        <summary>Advanced: what developers set</summary>
        <FixedSetting label="Promotion code" value={config.promotionCode} hint="A new code is a new promotion: New promotion from a copy, on the list of promotions." />
        <FixedSetting label="Address" value={config.basePath} hint="Where the promotion lives; a new address is a copy." />
        {config.extends && <FixedSetting label="Starts from the package" value={config.extends} />}
        <FixedSetting label="Definition language version" value={config.schemaVersion} />
        <NumberSetting
          file={FILE}
          pointer="/draftVersion"
          label="Claim draft version"
          hint={schema.properties?.draftVersion?.description}
          min={1}
          value={config.draftVersion}
          onChange={(n) => set('/draftVersion', n)}
        />
        {locales.map((locale) => (
          <TextSetting
            key={locale}
            file={FILE}
            pointer={`/locales/${locale}/promotionId`}
            label={`${locale}: promotion id at the promotion API`}
            value={config.locales?.[locale]?.promotionId}
            onChange={(value) => set(`/locales/${locale}/promotionId`, value)}
          />
        ))}
        {developerSettings(config, schema).map(({ pointer, label, schema: own }) => (
          <SchemaForm key={pointer} root={schema} file={FILE} value={at(pointer)} pointer={pointer} schema={own} label={label} onChange={set} />
        ))}
      </details>
    </section>
  );
}

/** What only developers set, for the Advanced part: script origins, the fraud-screening provider, the package's other settings. */
function developerSettings(config: Partial<PromotionConfig>, schema: JsonSchema): Array<{ pointer: string; label: string; schema: JsonSchema }> {
  const settings = schema.$defs?.settings ?? {};
  const shown = ['maxPurchaseItems', 'myClaim', 'retention'];
  return [
    ...(config.settings?.myClaim ? [{ pointer: '/settings/myClaim/courierHosts', label: 'Where courier scripts may come from', schema: schema.$defs?.myClaim?.properties?.courierHosts ?? {} }] : []),
    ...(config.fraudScreening ? [{ pointer: '/fraudScreening', label: 'Fraud screening provider', schema: schema.properties?.fraudScreening ?? {} }] : []),
    ...Object.keys(config.settings ?? {})
      .filter((key) => !shown.includes(key))
      .map((key) => ({ pointer: `/settings${pointerOf(key)}`, label: key, schema: settings.properties?.[key] ?? {} })),
    ...Object.entries(config.locales ?? {})
      .filter(([, info]) => info.settings)
      .map(([locale]) => locale)
      .map((locale) => ({ pointer: `/locales/${locale}/settings`, label: `Settings of ${locale} only`, schema: settings })),
  ];
}

/** A flag on or off, and whether a later version may switch it on its own (the journeys are then checked both ways). */
function FlagSetting({
  flag,
  value,
  switchable,
  switchableFlags,
  set,
}: {
  flag: string;
  value: boolean;
  switchable: boolean;
  switchableFlags: string[];
  set: (pointer: string, value: unknown) => void;
}) {
  const laterId = useId();
  return (
    <div className="flag-setting">
      <CheckboxSetting file={FILE} pointer={`/flags${pointerOf(flag)}`} label={words(flag)} value={value} onChange={(on) => set(`/flags${pointerOf(flag)}`, on)} />
      <div className="checkbox checkbox--small">
        <input
          type="checkbox"
          id={laterId}
          aria-label={`${words(flag)} may be switched in a later version`}
          checked={switchable}
          onChange={(event) => set('/switchableFlags', event.target.checked ? [...switchableFlags, flag] : switchableFlags.filter((name) => name !== flag))}
        />
        <label htmlFor={laterId}>may be switched in a later version</label>
      </div>
    </div>
  );
}

/** One language and country: how its site writes dates and counts days, where it is served, where its links go. */
function LocaleSettings({ locale, info, set }: { locale: string; info: Partial<LocaleInfo>; set: (pointer: string, value: unknown) => void }) {
  const at = (key: string) => `/locales/${locale}/${key}`;
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">{locale}</legend>
      <div className="field-row">
        <TextSetting file={FILE} pointer={at('country')} label="Country" hint="Two capital letters, e.g. GB." value={info.country} onChange={(value) => set(at('country'), value)} />
        <TextSetting file={FILE} pointer={at('currency')} label="Currency" hint="Three capital letters, e.g. EUR." value={info.currency} onChange={(value) => set(at('currency'), value)} />
        <ChoiceSetting file={FILE} pointer={at('dateFormat')} label="Dates written as" value={info.dateFormat} options={DATE_ORDERS} onChange={(value) => set(at('dateFormat'), value)} />
        <TextSetting
          file={FILE}
          pointer={at('timezone')}
          label="Time zone"
          hint="Where its days begin and end, e.g. Europe/Berlin."
          value={info.timezone}
          onChange={(value) => set(at('timezone'), value)}
        />
      </div>
      <TextSetting
        file={FILE}
        pointer={at('sitePath')}
        label="Address of its site"
        hint="Empty: set up, but no site is served in this language."
        value={info.sitePath}
        onChange={(value) => set(at('sitePath'), value)}
      />
      <TextSetting type="date" file={FILE} pointer={at('maxDate')} label="Last purchase date accepted (optional)" value={info.maxDate} onChange={(value) => set(at('maxDate'), value)} />
      {Object.entries((info.externalPages ?? {}) as Record<string, string>).map(([page, address]) => (
        <TextSetting
          key={page}
          type="url"
          file={FILE}
          pointer={at(`externalPages${pointerOf(page)}`)}
          label={`${words(page)} link`}
          hint="An https:// address outside the site."
          value={address}
          onChange={(value) => set(at(`externalPages${pointerOf(page)}`), value)}
        />
      ))}
    </fieldset>
  );
}
