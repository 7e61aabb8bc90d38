import { describe, expect, it } from 'vitest';
import { defaultMessages, type BoundField } from '../../../core/validation/defaultMessages';
import { defineWidget } from '../../../core/manifests/manifest';

const rating = defineWidget({ props: { type: 'object' }, text: { legend: { required: true }, required: {} }, value: { type: 'integer' }, messages: { required: 'required' } });

describe('defaultMessages', () => {
  it("takes a field's default from the block's slot its widget names, and the layout's for every field", () => {
    const fields: BoundField[] = [
      { name: 'rating', type: 'StarRating', text: { legend: 'ratingLegend', required: 'errorsRatingRequired' } },
      { name: 'unrated', type: 'StarRating', text: { legend: 'ratingLegend' } },
      { name: 'email', type: 'TextInput', text: { label: 'emailLabel' } },
    ];
    const manifests = new Map([['StarRating', rating]]);
    expect(defaultMessages(fields, (type) => manifests.get(type), { required: 'errorsRequired', processingError: 'x' })).toEqual({
      byField: { rating: { required: 'errorsRatingRequired' } },
      layout: { required: 'errorsRequired' },
    });
  });
});
