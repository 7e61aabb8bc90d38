import type { CatalogueProduct, CatalogueRewardMethod } from '../../../core/generated/definitions';
import { ChoiceSetting, TextSetting } from '../SettingFields';
import { AddButton } from './AddButton';

const FILE = 'catalogue.json';
const METHODS = [
  { value: 'paypal', label: 'PayPal' },
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'gift', label: 'A gift' },
];
const EVERY = '';
/** The texts of a reward method, in a manager's words. */
const TEXTS = [
  ['alias', 'Wording of its name (alias)'],
  ['groupAlias', 'Wording of its group (alias)'],
  ['giftReference', 'Reference at the fulfilment partner'],
] as const;

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
              {TEXTS.map(([key, label]) => (
                <TextSetting
                  key={key}
                  file={FILE}
                  pointer={`${at}/${key}`}
                  label={label}
                  value={method[key]}
                  onChange={(text) => change(index, { ...method, [key]: text ?? '' })}
                />
              ))}
            </div>
            <button type="button" className="button button--warning" onClick={() => onChange(methods.filter((_, i) => i !== index))}>
              Remove {title}
            </button>
          </fieldset>
        );
      })}
      <AddButton focus={`/rewardMethods/${methods.length}/method`} onAdd={() => onChange([...methods, { method: 'paypal', alias: '', groupAlias: '', giftReference: '' }])}>
        Add a reward method
      </AddButton>
    </>
  );
}
