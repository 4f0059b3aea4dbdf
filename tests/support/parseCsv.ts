/**
 * Parses CSV as RFC 4180 writes it (quoted fields, doubled quotes, line
 * breaks inside quotes, CRLF or LF rows) into rows of fields, so tests can
 * check that a CSV reads back to what was written. Throws on a quote that
 * is never closed or stray text after a closing quote.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let position = 0;
  const endRow = () => {
    rows.push(row);
    row = [];
  };
  while (position < text.length) {
    let value = '';
    if (text[position] === '"') {
      position += 1;
      for (;;) {
        const quote = text.indexOf('"', position);
        if (quote === -1) throw new Error('A quoted CSV field is never closed.');
        value += text.slice(position, quote);
        position = quote + 1;
        if (text[position] !== '"') break;
        value += '"';
        position += 1;
      }
    } else {
      const end = text.slice(position).search(/[,\r\n]/);
      const stop = end === -1 ? text.length : position + end;
      value = text.slice(position, stop);
      position = stop;
    }
    row.push(value);
    const next = text[position];
    if (next === ',') {
      position += 1;
      // A comma at the very end of the text still opens one last, empty field.
      if (position === text.length) row.push('');
    } else if (next === '\r' && text[position + 1] === '\n') {
      position += 2;
      endRow();
    } else if (next === '\n') {
      position += 1;
      endRow();
    } else if (next === undefined) {
      endRow();
    } else {
      throw new Error(`Unexpected ${JSON.stringify(next)} after a quoted CSV field.`);
    }
  }
  return rows;
}
