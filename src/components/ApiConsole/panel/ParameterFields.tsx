import {useId, type ReactNode} from 'react';
import type {
  ConsoleParameter,
  ConsoleParameterLocation,
  ConsoleSchema,
} from '@site/src/site/restApi/consoleTypes';
import {exampleText} from '@site/src/site/restApi/exampleText';
import {parameterKey} from '../lib/parameterKey';
import {resolvedSchema} from '../lib/resolvedSchema';
import DescriptionText from './DescriptionText';
import styles from './panel.module.css';

const LOCATIONS: [ConsoleParameterLocation, string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
];

type Props = {
  parameters: readonly ConsoleParameter[];
  schemas: Record<string, ConsoleSchema>;
  fields: Record<string, string>;
  onField: (key: string, text: string) => void;
  /** Names of the parameters the last check rejected. */
  invalid: ReadonlySet<string>;
};

/** A list of allowed values as a select, anything else as a text field. */
function ParameterInput({
  parameter,
  schemas,
  id,
  value,
  onChange,
  invalid,
}: {
  parameter: ConsoleParameter;
  schemas: Record<string, ConsoleSchema>;
  id: string;
  value: string;
  onChange: (text: string) => void;
  invalid: boolean;
}): ReactNode {
  const schema = resolvedSchema(parameter.schema, schemas);
  const choices =
    schema.enum?.map(exampleText) ?? (schema.type === 'boolean' ? ['true', 'false'] : undefined);
  const common = {
    id,
    className: styles.input,
    value,
    'aria-invalid': invalid || undefined,
    'aria-required': parameter.required || undefined,
    'aria-describedby': parameter.description ? `${id}-help` : undefined,
  };
  if (choices) {
    return (
      <select {...common} onChange={(event) => onChange(event.target.value)}>
        {(!parameter.required || value === '') && <option value="">Not sent</option>}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      {...common}
      type="text"
      spellCheck={false}
      autoComplete="off"
      // Worded so an optional field's example is not mistaken for a value that will be sent.
      placeholder={
        parameter.example === undefined ? undefined : `e.g. ${exampleText(parameter.example)}`
      }
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * The operation's path, query and header parameters, one group per
 * location, each field labelled with its name, marked when required,
 * described as the reference describes it, and flagged when the last check
 * rejected it. Arrays and objects are typed as JSON.
 */
export default function ParameterFields({
  parameters,
  schemas,
  fields,
  onField,
  invalid,
}: Props): ReactNode {
  const id = useId();
  return LOCATIONS.map(([location, legend]) => {
    const here = parameters.filter((parameter) => parameter.location === location);
    if (here.length === 0) return null;
    return (
      <fieldset key={location} className={styles.group}>
        <legend className={styles.legend}>{legend}</legend>
        {here.map((parameter) => {
          const key = parameterKey(parameter);
          const fieldId = `${id}-${location}-${parameter.name}`;
          return (
            <div key={key} className={styles.field}>
              <label className={styles.label} htmlFor={fieldId}>
                <code>{parameter.name}</code>
                {parameter.required && <span className={styles.required}> required</span>}
              </label>
              <ParameterInput
                parameter={parameter}
                schemas={schemas}
                id={fieldId}
                value={fields[key] ?? ''}
                onChange={(text) => onField(key, text)}
                invalid={invalid.has(parameter.name)}
              />
              {parameter.description && (
                <p id={`${fieldId}-help`} className={styles.hint}>
                  <DescriptionText text={parameter.description} />
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
    );
  });
}
