import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  answerAsMarkdown,
  buildMessages,
  retrievalQuery,
  streamAnswer,
  type AnsweredTurn,
  type Passage,
} from '../../askAi/askAi';
import {retrieveAlgoliaPassages} from '../../algolia/algoliaEngine';
import {PASSAGE_LIMITS} from '../../askAi/selectPassages';
import type {EngineSettings} from '../../shared/engineSettings';
import {resolveEngineSettings} from '../../shared/publishedSettings';
import {retrievePagefindPassages} from '../../askAi/retrievePassages';
import type {SearchContext} from '../../engine/indexSource';
import {Excerpt} from '../SearchStates';
import styles from './styles.module.css';
import {tagsFromKey, tagsKey} from '../../client/tagsKey';
import {useCopyStatus, type CopyStatus} from '../../../../site/useCopyStatus';

// The Markdown parser loads with the first answer, not with keyword search.
const AnswerMarkdown = lazy(() => import('./AnswerMarkdown'));

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
            <p className={styles.excerpt}>
              <Excerpt excerpt={passage.excerpt} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Answer({
  answer,
  passages,
  streaming = false,
}: {
  answer: string;
  passages: Passage[];
  streaming?: boolean;
}): ReactNode {
  return (
    // Busy while it streams, so that a screen reader reads the answer once, whole, not piece by piece.
    <div
      className={styles.answer}
      data-ask-ai-answer
      aria-live="polite"
      aria-busy={streaming || undefined}
    >
      {/* Until the parser arrives, the text as it came. */}
      <Suspense fallback={<p className={styles.answerPlain}>{answer}</p>}>
        <AnswerMarkdown answer={answer} passages={passages} />
      </Suspense>
    </div>
  );
}

const COPY_LABELS: Record<CopyStatus, string> = {
  idle: 'Copy answer as Markdown',
  copied: 'Copied',
  failed: 'Copy failed',
};

/** What the reader can do once an answer is complete: copy it, follow up, start again. */
function AfterAnswer({
  turn,
  onFollowUp,
  onNewQuestion,
}: {
  turn: AnsweredTurn;
  /** Asks `question` next, with the turn just answered before it. */
  onFollowUp: (question: string, answered: AnsweredTurn) => void;
  onNewQuestion: () => void;
}): ReactNode {
  const [followUp, setFollowUp] = useState('');
  const {status: copyStatus, copy} = useCopyStatus();
  return (
    <div className={styles.afterAnswer}>
      <form
        className={styles.followUp}
        onSubmit={(event) => {
          event.preventDefault();
          if (followUp.trim() !== '') onFollowUp(followUp.trim(), turn);
        }}
      >
        <input
          type="text"
          aria-label="Ask a follow-up question"
          placeholder="Ask a follow-up…"
          value={followUp}
          onChange={(event) => setFollowUp(event.target.value)}
          data-ask-ai-follow-up
        />
        <button type="submit">Ask</button>
      </form>
      <div className={styles.answerActions}>
        <button
          type="button"
          onClick={() =>
            void copy(
              () =>
                navigator.clipboard.writeText(
                  answerAsMarkdown(turn.answer, turn.passages, window.location.origin),
                ),
              'Copying the answer failed',
            )
          }
        >
          {COPY_LABELS[copyStatus]}
        </button>
        <button type="button" onClick={onNewQuestion}>
          New question
        </button>
      </div>
    </div>
  );
}

/**
 * Ask AI: retrieves the passages that best answer the question from the
 * site's index, then streams an answer that cites them by number, rendered
 * as Markdown. Follow-ups keep the conversation (a few turns, see
 * `buildMessages`); "New question" ends it. With no model configured, it
 * says so and shows the passages as search results.
 */
export default function AskAiPanel({
  question: firstQuestion,
  context,
  settings,
  onNewQuestion,
}: {
  question: string;
  context: SearchContext;
  settings: EngineSettings;
  onNewQuestion: () => void;
}): ReactNode {
  // The question being answered and the turns before it change together, on a follow-up.
  const [conversation, setConversation] = useState<{question: string; earlier: AnsweredTurn[]}>({
    question: firstQuestion,
    earlier: [],
  });
  const {question, earlier} = conversation;
  const [state, setState] = useState<AnswerState>({status: 'retrieving'});
  const [attempt, setAttempt] = useState(0);
  const tags = tagsKey(context.tags);

  useEffect(() => {
    const controller = new AbortController();
    const scoped = {locale: context.locale, tags: tagsFromKey(tags)};
    const turns = conversation.earlier;
    let answer = '';
    let passages: Passage[] = [];
    resolveEngineSettings(settings)
      .then(async ({algolia, askAi: model}) => {
        // Passages come from the same index keyword search uses.
        const query = retrievalQuery(conversation.question, turns);
        passages = algolia
          ? await retrieveAlgoliaPassages(
              query,
              scoped,
              algolia,
              PASSAGE_LIMITS.passages,
              controller.signal,
            )
          : await retrievePagefindPassages(query, scoped);
        if (controller.signal.aborted) return undefined;
        if (!model) {
          setState({status: 'no-model', passages});
          return undefined;
        }
        setState({status: 'streaming', passages, answer});
        return streamAnswer(
          model,
          buildMessages(conversation.question, passages, turns),
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
  }, [conversation, context.locale, tags, settings, attempt]);

  return (
    <div className={styles.askAi} data-ask-ai-state={state.status}>
      {earlier.map((turn, index) => (
        <div key={index} className={styles.earlierTurn} data-ask-ai-earlier>
          <p className={styles.question}>
            <strong>Question:</strong> {turn.question}
          </p>
          <Answer answer={turn.answer} passages={turn.passages} />
        </div>
      ))}
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
          <Answer
            answer={state.answer}
            passages={state.passages}
            streaming={state.status === 'streaming'}
          />
          {state.status === 'streaming' && <p className={styles.excerpt}>Answering…</p>}
          {state.status === 'error' && (
            <div role="alert" className={styles.notice}>
              <p>The answer could not be completed: {state.message}</p>
              <button
                type="button"
                onClick={() => {
                  // The failure goes at once, as the new attempt starts.
                  setState({status: 'retrieving'});
                  setAttempt((count) => count + 1);
                }}
              >
                Try again
              </button>
            </div>
          )}
          {state.passages.length > 0 && <Sources passages={state.passages} label="Sources" />}
          {state.status === 'done' && (
            <AfterAnswer
              turn={{question, passages: state.passages, answer: state.answer}}
              onFollowUp={(next, turn) => {
                setConversation({question: next, earlier: [...earlier, turn]});
                setState({status: 'retrieving'});
              }}
              onNewQuestion={onNewQuestion}
            />
          )}
        </>
      )}
    </div>
  );
}
