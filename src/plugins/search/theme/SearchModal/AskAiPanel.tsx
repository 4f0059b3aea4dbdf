import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {answerSegments, buildMessages, streamAnswer, type Passage} from '../../client/askAi';
import {retrieveAlgoliaPassages} from '../../client/algoliaEngine';
import {resolveEngineSettings, type EngineSettings} from '../../shared/publishedSettings';
import {retrievePagefindPassages, type SearchContext} from '../../client/pagefindEngine';
import styles from './styles.module.css';

type AnswerState =
  | {status: 'retrieving'}
  | {status: 'streaming' | 'done'; passages: Passage[]; answer: string}
  | {status: 'no-model'; passages: Passage[]}
  | {status: 'error'; passages: Passage[]; answer: string; message: string};

function Sources({passages, label}: {passages: Passage[]; label: string}): ReactNode {
  return (
    <section aria-label={label} data-ask-ai-sources>
      <h2 className={styles.groupTitle}>{label}</h2>
      <ol className={styles.sources}>
        {passages.map((passage) => (
          <li key={passage.number} value={passage.number}>
            <Link to={passage.url}>{passage.title}</Link>
            <p className={styles.excerpt}>{passage.text.split(' ').slice(0, 40).join(' ')}…</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Answer({answer, passages}: {answer: string; passages: Passage[]}): ReactNode {
  return (
    <div className={styles.answer} data-ask-ai-answer aria-live="polite">
      {answerSegments(answer, passages).map((segment, index) =>
        'citation' in segment ? (
          <Link
            key={index}
            to={segment.citation.url}
            className={styles.citation}
            data-citation={segment.citation.number}
            title={segment.citation.title}
          >
            [{segment.citation.number}]
          </Link>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </div>
  );
}

/**
 * Ask AI: retrieves the passages that best answer the question from the
 * site's index, then streams an answer that cites them by number. With no
 * model configured, it says so and shows the passages as search results.
 */
export default function AskAiPanel({
  question,
  context,
  settings,
}: {
  question: string;
  context: SearchContext;
  settings: EngineSettings;
}): ReactNode {
  const [state, setState] = useState<AnswerState>({status: 'retrieving'});
  const [attempt, setAttempt] = useState(0);
  const tags = context.tags.join('|');

  useEffect(() => {
    const controller = new AbortController();
    const scoped = {locale: context.locale, tags: tags.split('|')};
    let answer = '';
    let passages: Passage[] = [];
    resolveEngineSettings(settings)
      .then(async ({algolia, askAi: model}) => {
        // Passages come from the same index keyword search uses.
        passages = algolia
          ? await retrieveAlgoliaPassages(question, scoped, algolia, 5, controller.signal)
          : await retrievePagefindPassages(question, scoped);
        if (controller.signal.aborted) return undefined;
        if (!model) {
          setState({status: 'no-model', passages});
          return undefined;
        }
        setState({status: 'streaming', passages, answer});
        return streamAnswer(
          model,
          buildMessages(question, passages),
          (delta) => {
            answer += delta;
            setState({status: 'streaming', passages, answer});
          },
          controller.signal,
        ).then(() => {
          if (!controller.signal.aborted) setState({status: 'done', passages, answer});
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Ask AI failed', error);
        setState({
          status: 'error',
          passages,
          answer,
          message: String((error as Error).message ?? error),
        });
      });
    // Leaving AI mode or closing the modal stops the request and the stream.
    return () => controller.abort();
  }, [question, context.locale, tags, settings, attempt]);

  return (
    <div className={styles.askAi} data-ask-ai-state={state.status}>
      <p className={styles.question}>
        <strong>Question:</strong> {question}
      </p>
      {state.status === 'retrieving' && <p role="status">Looking through the docs…</p>}
      {state.status === 'no-model' && (
        <>
          <p role="status" className={styles.notice}>
            No AI model is configured for this site, so there is no generated answer. These are the
            passages of the docs that best match your question.
          </p>
          <Sources passages={state.passages} label="Search results" />
        </>
      )}
      {(state.status === 'streaming' || state.status === 'done' || state.status === 'error') && (
        <>
          <Answer answer={state.answer} passages={state.passages} />
          {state.status === 'streaming' && <p className={styles.excerpt}>Answering…</p>}
          {state.status === 'error' && (
            <div role="alert" className={styles.notice}>
              <p>The answer could not be completed: {state.message}</p>
              <button type="button" onClick={() => setAttempt((count) => count + 1)}>
                Try again
              </button>
            </div>
          )}
          {state.passages.length > 0 && <Sources passages={state.passages} label="Sources" />}
        </>
      )}
    </div>
  );
}
