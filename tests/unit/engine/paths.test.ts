import { describe, expect, it } from 'vitest';
import { fieldId, getPath, isWithin, setPath } from '../../../core/engine/paths';

const values = { email: 'a@b.example', items: [{ productId: 'p1', productImei: '356938035643809' }], nothing: null };

describe('getPath', () => {
  it('reads nested objects and array entries by dotted path', () => {
    expect(getPath(values, 'email')).toBe('a@b.example');
    expect(getPath(values, 'items.0.productImei')).toBe('356938035643809');
  });

  it('is undefined for missing paths, also through null and primitives', () => {
    expect(getPath(values, 'items.3.productId')).toBeUndefined();
    expect(getPath(values, 'nothing.deeper')).toBeUndefined();
    expect(getPath(values, 'email.length.x')).toBeUndefined();
  });
});

describe('setPath', () => {
  it('returns a changed copy and leaves the original untouched', () => {
    const next = setPath(values, 'items.0.productImei', '490154203237518');
    expect(getPath(next, 'items.0.productImei')).toBe('490154203237518');
    expect(values.items[0].productImei).toBe('356938035643809');
    expect(next.items[0].productId).toBe('p1');
    expect(next.email).toBe('a@b.example');
  });

  it('keeps arrays as arrays', () => {
    const next = setPath(values, 'items.1', { productId: 'p2' });
    expect(Array.isArray(next.items)).toBe(true);
    expect(next.items).toHaveLength(2);
  });

  it('creates an array for a numeric next segment and an object otherwise', () => {
    const next = setPath({} as Record<string, unknown>, 'items.0.productId', 'p1');
    expect(next).toEqual({ items: [{ productId: 'p1' }] });
    expect(Array.isArray(next.items)).toBe(true);
    expect(setPath({} as Record<string, unknown>, 'phone.iso2', 'gb')).toEqual({ phone: { iso2: 'gb' } });
  });
});

describe('fieldId', () => {
  it('is field- plus the path with dots as dashes', () => {
    expect(fieldId('email')).toBe('field-email');
    expect(fieldId('items.0.productImei')).toBe('field-items-0-productImei');
  });
});

describe('isWithin', () => {
  it('matches the field itself and anything below it', () => {
    expect(isWithin('items', 'items')).toBe(true);
    expect(isWithin('items.0.productImei', 'items')).toBe(true);
  });

  it('does not match siblings that only share a prefix, or summary-only errors', () => {
    expect(isWithin('items.10', 'items.1')).toBe(false);
    expect(isWithin('itemsExtra', 'items')).toBe(false);
    expect(isWithin(undefined, 'items')).toBe(false);
  });
});
