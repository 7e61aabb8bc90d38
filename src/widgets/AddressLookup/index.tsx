import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { FormValues, PropsOf, WidgetProps } from '../../engine/contract';
import { describedBy, Field } from '../_shared/fieldMessages';
import { addressLabel, addressPatch, type AddressItem } from '../../../core/rules/addressPatch';
import { useAddressSearch, type SearchState } from './useAddressSearch';
import { useScripted } from './useScripted';
import './addressLookup.css';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/**
 * Only a page the server painted after a search sent without scripts shows them: loaded then, and no other visit
 * downloads them (hydrating, the server's radios stay on screen until it has).
 */
const FoundAddresses = lazy(() => import('./FoundAddresses').then((module) => ({ default: module.FoundAddresses })));

const valueAt = (values: Readonly<FormValues>, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), values);

const isFilled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value != null);

/** What the polite live region says about the search (counts, nothing found, failure). */
function searchMessage(state: SearchState, text: WidgetProps['text']): string {
  if (state.status === 'failed') return text('searchFailed');
  if (state.status !== 'done') return '';
  if (state.items.length === 0) return text('resultsNone');
  return state.items.length === 1 ? text('resultsOne') : text('resultsMany', { count: state.items.length });
}

/**
 * Address lookup (GOV.UK "find an address" with a WAI-ARIA APG combobox): the customer types a postcode or
 * street, results come from a data source after a pause, and choosing one fills the address fields (the
 * block's child blocks) through patchValues, sanitised as spec section 5 says. The address fields are shown
 * once the customer chose an address or manual entry, when any of them holds a value (reload, change from the
 * summary), and from the first Continue on, so that errors at them have a field to point to; with `fieldsAtOnce`
 * from the start, so a browser's autofill fills them with the rest of the step.
 */
export default function AddressLookup(widget: WidgetProps<Props>) {
  const { id, name, text, content, props, value, onChange, patchValues, fetchSource, formValues, errors, busy, children, fieldId, location, found } = widget;
  const query = typeof value === 'string' ? value : '';
  const search = useAddressSearch((q) => fetchSource(props.source, { query: q }), props.minLength ?? 3);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [revealed, setRevealed] = useState(false);
  const [chosen, setChosen] = useState(false);
  const focusFields = useRef(false);

  const items: AddressItem[] = search.state.status === 'done' ? search.state.items : [];
  const expanded = open && items.length > 0;
  const paths = Object.values(props.fields);
  // Without scripts, "Enter the address yourself" asks the server (name="action"), which shows the step with ?enter=<name>.
  // The addresses the server found are its radios until scripts run, which then search as the visitor types.
  const scripted = useScripted();
  const enterAsked = name !== undefined && new URLSearchParams(location.search).getAll('enter').includes(name);
  const showFields = props.fieldsAtOnce || revealed || enterAsked || paths.some((path) => isFilled(valueAt(formValues, path)));
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // New results open the list, with no option active yet (APG: focus stays in the input).
  useEffect(() => {
    if (search.state.status !== 'done') return;
    setOpen(true);
    setActive(-1);
  }, [search.state]);

  // A Continue press shows the address fields, so their errors have somewhere to appear.
  useEffect(() => {
    if (busy) setRevealed(true);
  }, [busy]);

  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  // After choosing (or manual entry) the customer continues at the first address field that is shown.
  useEffect(() => {
    if (!focusFields.current) return;
    focusFields.current = false;
    const first = paths.map((path) => document.getElementById(fieldId(path))).find(Boolean);
    first?.focus();
  });

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (item: AddressItem) => {
    patchValues(addressPatch(item, props.fields, props.keepAsIs));
    onChange(addressLabel(item));
    search.reset();
    close();
    setRevealed(true);
    setChosen(true);
    focusFields.current = true;
  };

  const enterManually = () => {
    setRevealed(true);
    focusFields.current = true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (expanded ? (current + 1) % count : 0));
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (expanded && current > 0 ? current - 1 : count - 1));
    } else if (event.key === 'Enter') {
      // Enter chooses or searches; it must not submit the whole step from the search field.
      event.preventDefault();
      if (expanded && active >= 0) choose(items[active]);
      else search.now(query);
    } else if (event.key === 'Escape') {
      if (expanded) close();
      else if (query) {
        onChange('');
        search.reset();
      } else return;
      event.preventDefault();
    }
  };

  const hint = text('hint');
  const find = text('find');
  const invalid = errors.length > 0;
  const status = chosen ? text('chosen') : searchMessage(search.state, text);
  // Counts and "address chosen" are for screen readers; "nothing found" and failures are shown to everyone.
  const statusVisible = !chosen && (search.state.status === 'failed' || (search.state.status === 'done' && items.length === 0));
  return (
    <div className="address-lookup">
      <Field inputId={id} label={text('label')} hint={hint} errors={errors} content={content}>
        <div className="address-lookup__combobox">
          <input
            className="input address-lookup__input"
            id={id}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            name={name}
            value={query}
            onChange={(event) => {
              onChange(event.target.value);
              setChosen(false);
              search.schedule(event.target.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy(id, Boolean(hint), invalid)}
          />
          <ul className="address-lookup__listbox" id={listboxId} role="listbox" aria-label={text('label')} hidden={!expanded}>
            {items.map((item, index) => (
              <li
                key={index}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="address-lookup__option"
                // Keeps focus in the input, so choosing with the mouse does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item)}
              >
                {addressLabel(item)}
              </li>
            ))}
          </ul>
        </div>
        <p className={statusVisible ? 'address-lookup__status' : 'visually-hidden'} role="status" aria-live="polite">
          {status}
        </p>
      </Field>
      {find && (
        // Without scripts it asks the server, which shows the step again with the addresses found (FoundAddresses).
        <button
          type="submit"
          name="action"
          value={`find:${name}`}
          className="button button--secondary address-lookup__find"
          onClick={(event) => {
            event.preventDefault();
            search.now(query);
          }}
        >
          {find}
        </button>
      )}
      <Suspense fallback={null}>{found && !scripted && name && <FoundAddresses id={id} name={name} found={found} text={text} />}</Suspense>
      <button
        type="submit"
        name="action"
        value={`reveal:${name}`}
        className="address-lookup__manual"
        onClick={(event) => {
          event.preventDefault();
          enterManually();
        }}
      >
        {text('manualEntry')}
      </button>
      {showFields && <div className="address-lookup__fields">{children}</div>}
    </div>
  );
}
