import {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import type {EngineSettings} from '@site/src/plugins/search/shared/engineSettings';
import {resolveEngineSettings} from '@site/src/plugins/search/shared/publishedSettings';
import {
  FEEDBACK_REASONS,
  feedbackBody,
  MAX_FEEDBACK_COMMENT,
  type FeedbackAnswer,
  type FeedbackReason,
} from './feedbackAnswer';
import styles from './styles.module.css';

/**
 * Where the reader is. A "yes" is sent from the question and a "no" from the
 * reasons' form, and each stays on screen, its buttons disabled, while its
 * answer is on the way.
 */
type Step = 'ask' | 'sending yes' | 'why' | 'sending no' | 'thanks' | 'failed';

/** The endpoint answers go to, from the settings in force, or null when the server takes none. */
export async function feedbackEndpoint(built: EngineSettings): Promise<string | null> {
  return (await resolveEngineSettings(built)).pageFeedback?.endpoint ?? null;
}

/**
 * The question and its answers: Yes, or No with a reason and an optional
 * comment, posted to `endpoint`. Loaded by `PageFeedback` only once the
 * server is known to take answers.
 */
export default function FeedbackPanel({endpoint}: {endpoint: string}): ReactNode {
  const {pathname} = useLocation();
  const thanks = useRef<HTMLParagraphElement>(null);
  const firstReason = useRef<HTMLInputElement>(null);
  const noButton = useRef<HTMLButtonElement>(null);
  // Set by Cancel: focus goes back to the "No" that opened the form, not to the page's start.
  const cancelled = useRef(false);
  const [step, setStep] = useState<Step>('ask');
  const [reason, setReason] = useState<FeedbackReason | undefined>(undefined);
  const [comment, setComment] = useState('');

  useEffect(() => {
    if (step === 'why') firstReason.current?.focus();
    if (step === 'ask' && cancelled.current) {
      cancelled.current = false;
      noButton.current?.focus();
    }
    if (step === 'thanks' || step === 'failed') thanks.current?.focus();
  }, [step]);

  async function send(answer: FeedbackAnswer) {
    setStep(answer.helpful === 'yes' ? 'sending yes' : 'sending no');
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: feedbackBody(answer),
      });
      setStep(response.ok ? 'thanks' : 'failed');
    } catch {
      setStep('failed');
    }
  }

  function sendReasons(event: FormEvent) {
    event.preventDefault();
    void send({page: pathname, helpful: 'no', reason, comment});
  }

  return (
    <div data-page-feedback-step={step}>
      {(step === 'ask' || step === 'sending yes') && (
        <div className={styles.question} role="group" aria-labelledby="page-feedback-question">
          <p id="page-feedback-question" className={styles.prompt}>
            Was this page helpful?
          </p>
          <button
            type="button"
            className="button button--sm button--secondary"
            disabled={step === 'sending yes'}
            onClick={() => void send({page: pathname, helpful: 'yes'})}
          >
            Yes
          </button>
          <button
            ref={noButton}
            type="button"
            className="button button--sm button--secondary"
            disabled={step === 'sending yes'}
            onClick={() => setStep('why')}
          >
            No
          </button>
        </div>
      )}
      {(step === 'why' || step === 'sending no') && (
        <form onSubmit={sendReasons} className={styles.form}>
          <fieldset className={styles.reasons}>
            <legend className={styles.prompt}>What was wrong with this page?</legend>
            {FEEDBACK_REASONS.map(({value, label}, index) => (
              <label key={value} className={styles.reason}>
                <input
                  ref={index === 0 ? firstReason : undefined}
                  type="radio"
                  name="page-feedback-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
          <label className={styles.commentLabel} htmlFor="page-feedback-comment">
            Anything to add? (optional, {MAX_FEEDBACK_COMMENT} characters at most)
          </label>
          <textarea
            id="page-feedback-comment"
            className={styles.comment}
            rows={3}
            maxLength={MAX_FEEDBACK_COMMENT}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <div className={styles.actions}>
            <button
              type="submit"
              className="button button--sm button--primary"
              disabled={step === 'sending no'}
            >
              Send
            </button>
            <button
              type="button"
              className="button button--sm button--link"
              disabled={step === 'sending no'}
              onClick={() => {
                cancelled.current = true;
                setStep('ask');
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
      {(step === 'thanks' || step === 'failed') && (
        <p ref={thanks} tabIndex={-1} role="status" className={styles.prompt}>
          {step === 'thanks'
            ? 'Thank you: the docs team reads every answer.'
            : 'Your answer could not be sent. Please try again later.'}
        </p>
      )}
    </div>
  );
}
