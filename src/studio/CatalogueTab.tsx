import type { Catalogue, CatalogueProduct } from '../../core/generated/definitions';
import { FieldError, useFieldProblems } from './Problems';
import { AddButton } from './catalogue/AddButton';
import { EntryList } from './catalogue/EntryList';
import { ProductFieldset } from './catalogue/ProductFieldset';
import { RewardMethodList } from './catalogue/RewardMethodList';
import { setAt } from './jsonPointer';
import { SettingsGroup as Part } from './SettingsGroup';
import type { Files, Update } from './useDraft';

const FILE = 'catalogue.json';
type Lists = 'products' | 'resellers' | 'tradeIns' | 'rewardMethods';

/**
 * catalogue.json in a manager's words, no JSON: the products that qualify (name, IMEI ranges or TACs, whether a serial
 * is asked), the resellers, the trade-ins and the reward methods. The dates are on Settings. Every change goes to the
 * draft; mistakes show at their field as they are typed and in the summary at the top.
 */
export function CatalogueTab({ files, update }: { files: Files; update: Update }) {
  const catalogue = files[FILE] as Partial<Catalogue> | undefined;
  const products = useFieldProblems(FILE, '/products');
  if (!catalogue) return <p>This promotion has no catalogue.json: its products are those of the promotion API.</p>;
  const change = (edit: (catalogue: Catalogue) => void) =>
    update(FILE, (json) => {
      const next = (json ?? {}) as Catalogue;
      edit(next);
      return next;
    });
  const list =
    <K extends Lists>(key: K) =>
    (value: Catalogue[K]) =>
      change((next) => void (next[key] = value));
  const count = (key: Lists) => (catalogue[key] ?? []).length;
  const productList = catalogue.products ?? [];
  const setProducts = list('products');
  return (
    <section aria-labelledby="catalogue-title">
      <h2 id="catalogue-title">Catalogue</h2>
      <p className="hint">
        What qualifies and how customers are rewarded. Every change is saved as the draft and checked; customers see it only once it is published. The dates are on Settings.
      </p>

      <Part id="catalogue-products" title={`Products (${count('products')})`}>
        <div id={products.id} tabIndex={-1}>
          <FieldError id={products.id} problems={products.problems} />
        </div>
        {productList.map((product, index) => (
          <ProductFieldset
            key={index}
            product={product}
            index={index}
            edits={{
              set: (pointer, value) => change((next) => setAt(next, pointer, value)),
              replace: (edited: CatalogueProduct) => setProducts(productList.map((old, i) => (i === index ? edited : old))),
              remove: () => setProducts(productList.filter((_, i) => i !== index)),
            }}
          />
        ))}
        <AddButton
          primary
          focus={`/products/${productList.length}/name`}
          onAdd={() => setProducts([...productList, { id: '', name: '', kind: 'phone', imeiRanges: [{ first: '', last: '' }] }])}
        >
          Add a product
        </AddButton>
      </Part>

      <Part id="catalogue-resellers" title={`Resellers (${count('resellers')})`} hint="Where a qualifying product may have been bought.">
        <EntryList list="resellers" what="reseller" entries={catalogue.resellers ?? []} onChange={list('resellers')} />
      </Part>

      <Part id="catalogue-trade-ins" title={`Trade-ins (${count('tradeIns')})`} hint="The devices a customer may send in with their claim.">
        <EntryList list="tradeIns" what="trade-in" entries={catalogue.tradeIns ?? []} onChange={list('tradeIns')} />
      </Part>

      <Part
        id="catalogue-rewards"
        title={`Reward methods (${count('rewardMethods')})`}
        hint="The ways a customer may take their reward; their names are wording aliases (the Wording tab)."
      >
        <RewardMethodList methods={catalogue.rewardMethods ?? []} products={productList} onChange={list('rewardMethods')} />
      </Part>
    </section>
  );
}
