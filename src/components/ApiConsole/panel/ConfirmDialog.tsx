import {useEffect, useId, useRef, type ReactNode} from 'react';
import styles from './panel.module.css';

type Props = {
  open: boolean;
  title: string;
  method: string;
  /** The path with the reader's values. */
  resource: string;
  server: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before a request that changes or deletes data is sent, naming the
 * operation, the method and the resource with its values, and the server.
 * A modal dialog: it holds the focus, Escape cancels, and Cancel comes
 * first, so the dialog opens with the focus on it and Enter alone never
 * confirms.
 */
export default function ConfirmDialog({
  open,
  title,
  method,
  resource,
  server,
  onConfirm,
  onCancel,
}: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      data-api-console-confirm
    >
      <h2 id={`${id}-title`} className={styles.title}>
        Send “{title}”?
      </h2>
      <p id={`${id}-text`}>
        This sends <code>{`${method} ${resource}`}</code> to <code>{server}</code>, which{' '}
        {method === 'DELETE' ? 'deletes' : 'creates or changes'} data wherever your credential
        reaches. The console cannot undo it.
      </p>
      <div className={styles.row}>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className={`button button--primary ${method === 'DELETE' ? styles.danger : ''}`}
          onClick={onConfirm}
        >
          Send {method}
        </button>
      </div>
    </dialog>
  );
}
