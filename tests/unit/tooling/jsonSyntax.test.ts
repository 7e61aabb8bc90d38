import { describe, expect, it } from 'vitest';
import { findJsonSyntaxError } from '../../../core/definitions/jsonSyntax';
import { describeParseError } from '../../../core/definitions/readJson';

const message = (text: string) => {
  try {
    JSON.parse(text);
    return undefined;
  } catch (err) {
    return describeParseError(text, err);
  }
};

describe('JSON syntax errors', () => {
  it('accepts valid JSON', () => {
    expect(findJsonSyntaxError('{"a": [1, -2.5e3, true, null, "x\\u00e9\\n"], "b": {}}')).toBeUndefined();
  });
  it('gives line and column', () => {
    expect(message('{\n  "a": 1,\n  "b": x\n}')).toBe('invalid JSON: unexpected "x", expected a value (line 3, column 8)');
    expect(message('{\n  "a": 1,\n}')).toBe('invalid JSON: unexpected "}", expected a property name in double quotes (line 3, column 1)');
    expect(message('{"a": 1')).toMatch(/unexpected end of input.*\(line 1, column 8\)/);
    expect(message('[1] 2')).toMatch(/expected end of input \(line 1, column 5\)/);
  });
});
