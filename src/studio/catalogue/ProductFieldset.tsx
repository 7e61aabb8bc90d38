import type { CatalogueProduct, ImeiRange } from '../../../core/generated/definitions';
import { sizeOfRange } from '../../../core/catalogue/imeiRanges';
import { FieldError, useFieldProblems } from '../Problems';
import { CheckboxSetting, TextSetting } from '../SettingFields';
import { idFromName } from './idFromName';
import { AddButton } from './AddButton';

const FILE = 'catalogue.json';

/** Changes of one product: a value at a pointer under it, or the whole product. */
export interface ProductEdits {
  set: (pointer: string, value: unknown) => void;
  replace: (product: CatalogueProduct) => void;
  remove: () => void;
}

/**
 * One product in a manager's words: its name (its id follows the name until it is changed), what kind of device it is,
 * the IMEIs that qualify — whole TACs (the first 8 digits) or IMEI ranges, first and last included — and whether a
 * claim asks its serial number. Each field shows its mistakes as they are typed (core/catalogue/catalogueProblems.ts).
 */
export function ProductFieldset({ product, index, edits }: { product: CatalogueProduct; index: number; edits: ProductEdits }) {
  const at = `/products/${index}`;
  const whole = useFieldProblems(FILE, at);
  const tacs = product.tacs ?? [];
  const ranges = product.imeiRanges ?? [];
  const title = product.name || `Product ${index + 1}`;
  const rename = (name: string | undefined) => {
    const follows = !product.id || product.id === idFromName(product.name ?? '');
    edits.replace({
      ...product,
      name: name ?? '',
      ...(follows ? { id: idFromName(name ?? '') } : {}),
    });
  };
  const setRanges = (next: ImeiRange[]) => edits.set(`${at}/imeiRanges`, next.length ? next : undefined);
  const setTacs = (next: string[]) => edits.set(`${at}/tacs`, next.length ? next : undefined);
  return (
    <fieldset className="fieldset catalogue-item" aria-describedby={whole.problems.length ? `${whole.id}-error` : undefined}>
      <legend className="fieldset__legend">{title}</legend>
      <div id={whole.id} tabIndex={-1}>
        <FieldError id={whole.id} problems={whole.problems} />
      </div>
      <div className="field-row">
        <TextSetting file={FILE} pointer={`${at}/name`} label="Name customers see" value={product.name} onChange={rename} />
        <TextSetting
          file={FILE}
          pointer={`${at}/id`}
          label="Product id"
          hint="Lower-case letters, digits and hyphens; made from the name."
          value={product.id}
          onChange={(id) => edits.set(`${at}/id`, id ?? '')}
        />
        <TextSetting
          file={FILE}
          pointer={`${at}/kind`}
          label="Kind of device"
          hint="phone, watch, tablet …"
          value={product.kind}
          onChange={(kind) => edits.set(`${at}/kind`, kind ?? '')}
        />
      </div>
      <fieldset className="fieldset fieldset--nested">
        <legend className="fieldset__legend">IMEI ranges</legend>
        <p className="hint">The first and the last IMEI that qualify, both included: 15 digits, or 14 without the check digit.</p>
        {ranges.map((range, r) => (
          <div className="field-row catalogue-range" key={r}>
            <TextSetting
              file={FILE}
              pointer={`${at}/imeiRanges/${r}/first`}
              label={`Range ${r + 1}: first IMEI`}
              value={range.first}
              onChange={(first) => setRanges(ranges.map((x, i) => (i === r ? { ...x, first: first ?? '' } : x)))}
            />
            <TextSetting
              file={FILE}
              pointer={`${at}/imeiRanges/${r}/last`}
              label={`Range ${r + 1}: last IMEI`}
              value={range.last}
              onChange={(last) => setRanges(ranges.map((x, i) => (i === r ? { ...x, last: last ?? '' } : x)))}
            />
            <p className="hint catalogue-range__size">{sizeOfRange(range) ? `${sizeOfRange(range).toLocaleString('en-GB')} IMEIs` : ''}</p>
            <button type="button" className="button button--secondary" onClick={() => setRanges(ranges.filter((_, i) => i !== r))}>
              Remove range {r + 1} of {title}
            </button>
          </div>
        ))}
        <AddButton focus={`${at}/imeiRanges/${ranges.length}/first`} onAdd={() => setRanges([...ranges, { first: '', last: '' }])}>
          Add an IMEI range to {title}
        </AddButton>
      </fieldset>
      <fieldset className="fieldset fieldset--nested">
        <legend className="fieldset__legend">Whole TACs</legend>
        <p className="hint">A TAC is the first 8 digits of an IMEI: every IMEI that starts with it qualifies.</p>
        {tacs.map((tac, t) => (
          <div className="field-row" key={t}>
            <TextSetting
              file={FILE}
              pointer={`${at}/tacs/${t}`}
              label={`TAC ${t + 1}`}
              value={tac}
              onChange={(value) => setTacs(tacs.map((x, i) => (i === t ? (value ?? '') : x)))}
            />
            <button type="button" className="button button--secondary" onClick={() => setTacs(tacs.filter((_, i) => i !== t))}>
              Remove TAC {t + 1} of {title}
            </button>
          </div>
        ))}
        <AddButton focus={`${at}/tacs/${tacs.length}`} onAdd={() => setTacs([...tacs, ''])}>
          Add a TAC to {title}
        </AddButton>
      </fieldset>
      <CheckboxSetting
        file={FILE}
        pointer={`${at}/serialNumber`}
        label="A claim for it also asks for the serial number"
        value={product.serialNumber === true}
        onChange={(on) => edits.set(`${at}/serialNumber`, on ? true : undefined)}
      />
      <button type="button" className="button button--warning" onClick={edits.remove}>
        Remove {title}
      </button>
    </fieldset>
  );
}
