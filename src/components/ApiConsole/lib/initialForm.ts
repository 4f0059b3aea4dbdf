import type {ConsoleOperation} from '../../../site/restApi/consoleTypes';
import {exampleText} from '../../../site/restApi/exampleText';
import {parameterKey} from './parameterKey';

/**
 * The console's fields before the reader types: required parameters hold
 * the reference's example (optional ones show it as a placeholder, and are
 * not sent until filled in), and the JSON body holds the example body.
 */
export function initialForm(operation: ConsoleOperation): {
  fields: Record<string, string>;
  bodyText: string;
} {
  const fields = Object.fromEntries(
    operation.parameters.map((parameter) => [
      parameterKey(parameter),
      parameter.required ? exampleText(parameter.example) : '',
    ]),
  );
  const bodyText =
    operation.body?.kind === 'json' && operation.body.example !== undefined
      ? JSON.stringify(operation.body.example, null, 2)
      : '';
  return {fields, bodyText};
}
