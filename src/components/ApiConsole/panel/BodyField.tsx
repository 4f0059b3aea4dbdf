import {useId, type ReactNode} from 'react';
import type {ConsoleBody} from '@site/src/site/restApi/consoleTypes';
import DescriptionText from './DescriptionText';
import styles from './panel.module.css';

type Props = {
  body: ConsoleBody;
  text: string;
  onText: (text: string) => void;
  onFiles: (files: File[]) => void;
  /** Puts the example back in the editor. */
  onReset: () => void;
  invalid: boolean;
};

/** The request body: a JSON editor prefilled with the example, or a file picker for uploads. */
export default function BodyField({
  body,
  text,
  onText,
  onFiles,
  onReset,
  invalid,
}: Props): ReactNode {
  const id = useId();
  const required = body.required && <span className={styles.required}> required</span>;
  const help = body.description && (
    <p id={`${id}-help`} className={styles.hint}>
      <DescriptionText text={body.description} />
    </p>
  );
  const describedBy = body.description ? `${id}-help` : undefined;
  if (body.kind === 'json') {
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Body</legend>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={id}>
            JSON (<code>{body.mediaType}</code>){required}
          </label>
          <textarea
            id={id}
            className={`${styles.input} ${styles.editor}`}
            rows={Math.min(18, Math.max(4, text.split('\n').length + 1))}
            spellCheck={false}
            autoComplete="off"
            value={text}
            aria-invalid={invalid || undefined}
            aria-required={body.required || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onText(event.target.value)}
          />
          <div className={styles.row}>
            <button type="button" className="button button--sm button--secondary" onClick={onReset}>
              Reset to the example
            </button>
          </div>
          {help}
        </div>
      </fieldset>
    );
  }
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Body</legend>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {body.kind === 'multipart'
            ? `Files (sent as ${body.mediaType}, one part each)`
            : `File (${body.mediaTypes.join(' or ')})`}
          {required}
        </label>
        <input
          id={id}
          className={styles.input}
          type="file"
          multiple={body.kind === 'multipart'}
          accept={body.kind === 'file' ? body.mediaTypes.join(',') : undefined}
          aria-invalid={invalid || undefined}
          aria-required={body.required || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
        />
        {help}
      </div>
    </fieldset>
  );
}
