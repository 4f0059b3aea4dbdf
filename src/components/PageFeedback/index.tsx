import {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {resolveEngineSettings} from '@site/src/plugins/search/shared/publishedSettings';
import {useSearchSettings} from '@site/src/plugins/search/client/useSearchSettings';
import {
  FEEDBACK_REASONS,
  feedbackBody,
  MAX_FEEDBACK_COMMENT,
  type FeedbackAnswer,
  type FeedbackReason,
} from './feedbackAnswer';
import styles from './styles.module.css';

type Step = 'ask' | 'why' | 'sending' | 'thanks' | 'failed';

/**
 * "Was this page helpful?" at the end of a page: Yes, or No with a reason
 * and an optional comment, posted to the feedback endpoint the server
 * publishes. It shows only when an endpoint is configured, and learns that
 * once the reader scrolls near it, so a page costs nothing until then.
 * Give it the page's path as its `key`, so that a new page asks again.
 */
export default function PageFeedback(): ReactNode {
  const {pathname} = useLocation();
  const built = useSearchSettings();
  const anchor = useRef<HTMLDivElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const firstReason = useRef<HTMLInputElement>(null);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('ask');
  const [reason, setReason] = useState<FeedbackReason | undefined>(undefined);
  const [comment, setComment] = useState('');

  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    let current = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void resolveEngineSettings(built).then((settings) => {
          if (current) setEndpoint(settings.pageFeedback?.endpoint ?? null);
        });
      },
      {rootMargin: '400px'},
    );
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [built]);

  useEffect(() => {
    if (step === 'why') firstReason.current?.focus();
    if (step === 'thanks' || step === 'failed') thanks.current?.focus();
  }, [step]);

  async function send(answer: FeedbackAnswer) {
    if (!endpoint) return;
    setStep('sending');
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
    <div ref={anchor} className={styles.feedback} data-page-feedback={endpoint ? step : 'off'}>
      {endpoint && step === 'ask' && (
        <div className={styles.question} role="group" aria-labelledby="page-feedback-question">
          <p id="page-feedback-question" className={styles.prompt}>
            Was this page helpful?
          </p>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => void send({page: pathname, helpful: 'yes'})}
          >
            Yes
          </button>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => setStep('why')}
          >
            No
          </button>
        </div>
      )}
      {endpoint && (step === 'why' || step === 'sending') && (
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
              disabled={step === 'sending'}
            >
              Send
            </button>
            <button
              type="button"
              className="button button--sm button--link"
              onClick={() => setStep('ask')}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
      {endpoint && (step === 'thanks' || step === 'failed') && (
        <p ref={thanks} tabIndex={-1} role="status" className={styles.prompt}>
          {step === 'thanks'
            ? 'Thank you: the docs team reads every answer.'
            : 'Your answer could not be sent. Please try again later.'}
        </p>
      )}
    </div>
  );
}
