import type {ReactNode, Ref} from 'react';
import type {SchemaIssue} from '../lib/schemaIssues';
import styles from './panel.module.css';

/**
 * Why the console refused to send: each value the schema check rejected,
 * named by its parameter or its place in the body. It takes the focus when
 * Send is refused, so a screen reader reads it out.
 */
export default function IssueList({
  issues,
  ref,
}: {
  issues: readonly SchemaIssue[];
  ref: Ref<HTMLDivElement>;
}): ReactNode {
  return (
    <div ref={ref} tabIndex={-1} className={styles.issues} data-api-console-issues>
      {issues.length > 0 && (
        <div className="alert alert--danger">
          <p className={styles.issuesTitle}>Nothing was sent. Fix these values first:</p>
          <ul>
            {issues.map((issue) => (
              <li key={`${issue.path} ${issue.message}`}>
                <code>{issue.path}</code> {issue.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
