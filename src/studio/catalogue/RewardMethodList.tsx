import type { CatalogueProduct, CatalogueRewardMethod } from '../../../core/generated/definitions';
import { ChoiceSetting, TextSetting } from '../SettingFields';

const FILE = 'catalogue.json';
const METHODS = [
  { value: 'paypal', label: 'PayPal' },
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'gift', label: 'A gift' },
];
const EVERY = '';

/**
 * The ways a customer may take their reward (catalogue.json rewardMethods): how it is paid, the wording aliases of its
 * name and of the group it is shown in, the reference the fulfilment partner knows, and the product it is for (or every
 * product without rewards of its own).
 */
export function RewardMethodList({
  methods,
  products,
  onChange,
}: {
  methods: CatalogueRewardMethod[];
  products: CatalogueProduct[];
  onChange: (methods: CatalogueRewardMethod[]) => void;
}) {
  const change = (index: number, method: CatalogueRewardMethod) => onChange(methods.map((old, i) => (i === index ? method : old)));
  const productOptions = [
    { value: EVERY, label: 'Every product without rewards of its own' },
    ...products.map((product) => ({
      value: product.id,
      label: product.name || product.id,
    })),
  ];
  return (
    <>
      {methods.map((method, index) => {
        const at = `/rewardMethods/${index}`;
        const title = `Reward ${index + 1}: ${METHODS.find((m) => m.value === method.method)?.label ?? method.method}`;
        return (
          <fieldset className="fieldset catalogue-item" key={index}>
            <legend className="fieldset__legend">{title}</legend>
            <div className="field-row">
              <ChoiceSetting
                file={FILE}
                pointer={`${at}/method`}
                label="Paid as"
                value={method.method}
                options={METHODS}
                onChange={(value) =>
                  change(index, {
                    ...method,
                    method: value as CatalogueRewardMethod['method'],
                  })
                }
              />
              <ChoiceSetting
                file={FILE}
                pointer={`${at}/productId`}
                label="For"
                value={method.productId ?? EVERY}
                options={productOptions}
                onChange={(value) => {
                  const { productId: _dropped, ...rest } = method;
                  change(index, value ? { ...rest, productId: value } : rest);
                }}
              />
            </div>
            <div className="field-row">
              <TextSetting
                file={FILE}
                pointer={`${at}/alias`}
                label="Wording of its name (alias)"
                value={method.alias}
                onChange={(alias) => change(index, { ...method, alias: alias ?? '' })}
              />
              <TextSetting
                file={FILE}
                pointer={`${at}/groupAlias`}
                label="Wording of its group (alias)"
                value={method.groupAlias}
                onChange={(groupAlias) => change(index, { ...method, groupAlias: groupAlias ?? '' })}
              />
              <TextSetting
                file={FILE}
                pointer={`${at}/giftReference`}
                label="Reference at the fulfilment partner"
                value={method.giftReference}
                onChange={(giftReference) =>
                  change(index, {
                    ...method,
                    giftReference: giftReference ?? '',
                  })
                }
              />
            </div>
            <button type="button" className="button button--warning" onClick={() => onChange(methods.filter((_, i) => i !== index))}>
              Remove {title}
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="button button--secondary" onClick={() => onChange([...methods, { method: 'paypal', alias: '', groupAlias: '', giftReference: '' }])}>
        Add a reward method
      </button>
    </>
  );
}
