import type { Action, FieldError } from '../engine/contract';
import { purchaseDateTime } from './support/purchaseDate';

interface Item {
  productId?: string | null;
}

/** Every purchased product must qualify on the purchase date; all items are checked, all failures shown. */
const productCheck: Action = async ({ values, env, api, processingErrorAlias }) => {
  const items = (values.items as Item[] | undefined) ?? [];
  const purchase_date = purchaseDateTime(values.invoiceDate, env);
  const answers = await Promise.all(
    items.map((item) =>
      api.POST('/product-check', { body: { promotion_id: env.promotionId, product_id: String(item.productId), purchase_date } }),
    ),
  );
  const errors: FieldError[] = [];
  answers.forEach(({ data, error }, index) => {
    if (error || !data) errors.push({ alias: processingErrorAlias });
    else if (!data.data.valid) errors.push({ path: `items.${index}.productId`, alias: 'errorsProductNotQualifying' });
  });
  return errors.length === 0 ? { ok: true } : { ok: false, errors };
};

export default productCheck;
