/**
 * Locates the first syntax error in JSON text (JSON.parse on Node 20 often omits the position).
 * Returns the character offset and a short description, or undefined when the text is valid.
 */
export function findJsonSyntaxError(text: string): { offset: number; message: string } | undefined {
  let i = 0;
  class Stop {
    constructor(readonly offset: number, readonly message: string) {}
  }
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const fail = (expected: string): never => {
    throw new Stop(i, i < text.length ? `unexpected ${JSON.stringify(text[i])}, expected ${expected}` : `unexpected end of input, expected ${expected}`);
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail('a value');
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail('4 hex digits');
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? '')) fail('an escape character');
      } else if (text.charCodeAt(i) < 0x20) fail('a closing quote');
      i++;
    }
    if (i >= text.length) fail('a closing quote');
    i++;
  };
  const number = () => {
    const m = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(i));
    if (!m || m[0] === '-' || m[0] === '') fail('a value');
    i += m![0].length;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        if (text[i] !== '"') fail('a property name in double quotes');
        string();
        ws();
        if (text[i] !== ':') fail('":"');
        i++;
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail('"," or "}"');
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail('"," or "]"');
      }
    }
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    if (c === '-' || (c >= '0' && c <= '9')) return number();
    fail('a value');
  };
  try {
    value();
    ws();
    if (i < text.length) fail('end of input');
    return undefined;
  } catch (err) {
    if (err instanceof Stop) return { offset: err.offset, message: err.message };
    throw err;
  }
}
