import { useEffect, useRef } from 'react';
import type { PropsOf, WidgetProps } from '../../engine/contract';
import { describedBy, ErrorMessages, Hint } from '../_shared/fieldMessages';
import { sortByName } from '../_shared/namedItems';
import { blankItem, groupErrors, maxItemsFor, type PurchasedItem } from './items';
import type manifest from './manifest';
import './purchasedItems.css';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

interface Product {
  id: string | number;
  name: string;
  /** A claim for this product also asks for its serial number (the catalogue says so). */
  serial_number?: boolean;
}

const IMEI_LENGTH = 15;

/**
 * The purchased items of a claim: per item a product, its IMEI and (props.serialNumber, or a product whose catalogue
 * entry asks it) its serial number. The add
 * button disappears at the maximum (props.maxItems); delete is disabled for the last item and hidden when only one item is ever allowed.
 */
export default function PurchasedItems({ name, id, fieldId, text, content, value, onChange, errors, formValues, env, data, props }: WidgetProps<Props, Product[]>) {
  const items = Array.isArray(value) ? (value as PurchasedItem[]) : [];
  // Item fields live at <name>.<i>.<field>, e.g. items.0.productImei.
  const listPath = name ?? 'items';
  useEffect(() => {
    // A claim always has at least one (blank) item to fill in.
    if (items.length === 0) onChange([blankItem()]);
  }, [items.length, onChange]);

  // Move focus into a newly added item so keyboard and screen reader users land where they work next.
  const focusAfterRender = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = null;
  });

  // Without scripts, adding and removing an item asks the server (name="action"): the step comes back with it done.
  const max = maxItemsFor(props.maxItems, env, formValues);
  const products = sortByName(data ?? [], env.locale);
  const { listErrors, errorsAt } = groupErrors(errors);

  const update = (index: number, patch: Partial<PurchasedItem>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const remove = (index: number) => onChange(items.filter((_, i) => i !== index));
  const add = () => {
    focusAfterRender.current = fieldId(`${listPath}.${items.length}.productId`);
    onChange([...items, blankItem()]);
  };

  const imeiHint = text('imeiHint');
  return (
    <div className={listErrors.length > 0 ? 'purchased-items field--error' : 'purchased-items'} id={id} tabIndex={-1}>
      <ErrorMessages inputId={id} errors={listErrors} content={content} />
      {items.map((item, index) => {
        const n = index + 1;
        const productId = fieldId(`${listPath}.${index}.productId`);
        const imeiId = fieldId(`${listPath}.${index}.productImei`);
        const productErrors = errorsAt(index, 'productId');
        const imeiErrors = errorsAt(index, 'productImei');
        const serialId = fieldId(`${listPath}.${index}.productSerial`);
        const serialErrors = errorsAt(index, 'productSerial');
        const selected = products.find((product) => product.id === item.productId);
        return (
          <fieldset className="fieldset purchased-items__item" key={item.id}>
            <legend className="fieldset__legend fieldset__legend--s">{text('itemCaption', { n })}</legend>
            <div className={productErrors.length > 0 ? 'field field--error' : 'field'}>
              <label className="label" htmlFor={productId}>
                {text('productLabel')}
              </label>
              <ErrorMessages inputId={productId} errors={productErrors} content={content} />
              <select
                className="select"
                id={productId}
                name={`${listPath}.${index}.productId`}
                value={selected ? String(selected.id) : ''}
                onChange={(event) => {
                  const chosen = products.find((product) => String(product.id) === event.target.value);
                  update(index, { productId: chosen ? chosen.id : null });
                }}
                aria-invalid={productErrors.length > 0 || undefined}
                aria-describedby={describedBy(productId, false, productErrors.length > 0)}
              >
                <option value="">{text('productPlaceholder')}</option>
                {products.map((product) => (
                  <option key={String(product.id)} value={String(product.id)}>
                    {product.name}
                  </option>
                ))}
              </select>
            </div>
            <div className={imeiErrors.length > 0 ? 'field field--error' : 'field'}>
              <label className="label" htmlFor={imeiId}>
                {text('imeiLabel')}
              </label>
              <Hint inputId={imeiId} text={imeiHint} />
              <ErrorMessages inputId={imeiId} errors={imeiErrors} content={content} />
              <input
                className="input input--width-20"
                id={imeiId}
                name={`${listPath}.${index}.productImei`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                maxLength={IMEI_LENGTH}
                value={item.productImei ?? ''}
                onChange={(event) => update(index, { productImei: event.target.value })}
                aria-invalid={imeiErrors.length > 0 || undefined}
                aria-describedby={describedBy(imeiId, Boolean(imeiHint), imeiErrors.length > 0)}
              />
            </div>
            {(props.serialNumber || selected?.serial_number) && (
              <div className={serialErrors.length > 0 ? 'field field--error' : 'field'}>
                <label className="label" htmlFor={serialId}>
                  {text('serialLabel')}
                </label>
                <Hint inputId={serialId} text={text('serialHint')} />
                <ErrorMessages inputId={serialId} errors={serialErrors} content={content} />
                <input
                  className="input input--width-20"
                  id={serialId}
                  name={`${listPath}.${index}.productSerial`}
                  type="text"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={30}
                  value={item.productSerial ?? ''}
                  onChange={(event) => update(index, { productSerial: event.target.value })}
                  aria-invalid={serialErrors.length > 0 || undefined}
                  aria-describedby={describedBy(serialId, Boolean(text('serialHint')), serialErrors.length > 0)}
                />
              </div>
            )}
            {max > 1 && (
              <button
                type="submit"
                name="action"
                value={`remove-row:${listPath}:${index}`}
                className="button button--secondary"
                disabled={items.length <= 1}
                onClick={(event) => {
                  event.preventDefault();
                  remove(index);
                }}
              >
                {text('deleteItem', { n })}
              </button>
            )}
          </fieldset>
        );
      })}
      {items.length < max && (
        <button
          type="submit"
          name="action"
          value={`add-row:${listPath}`}
          className="button button--secondary"
          onClick={(event) => {
            event.preventDefault();
            add();
          }}
        >
          {text('addItem')}
        </button>
      )}
    </div>
  );
}
