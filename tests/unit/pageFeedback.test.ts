import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  FEEDBACK_REASONS,
  feedbackBody,
  MAX_FEEDBACK_COMMENT,
} from '../../src/components/PageFeedback/feedbackAnswer';
import {PAGE_FEEDBACK_MAX_BODY} from '../../src/deploy/serverLocations';

/**
 * The regex nginx checks answers with (`$docs_page_feedback_valid` in
 * docs-http.conf), read as nginx reads its quoted string. PCRE and
 * JavaScript agree on the constructs it uses.
 */
function serverRule(): RegExp {
  const conf = readFileSync('deploy/nginx/docs-http.conf', 'utf8');
  const quoted =
    /map \$request_body \$docs_page_feedback_valid \{[^}]*?'~((?:[^'\\]|\\.)*)' 1;/s.exec(
      conf,
    )?.[1];
  if (!quoted) throw new Error('docs-http.conf has no page feedback rule');
  return new RegExp(quoted.replace(/\\(["'\\])/g, '$1'));
}

describe('page feedback answers', () => {
  const rule = serverRule();

  it('are accepted by the server in every shape the widget sends', () => {
    const bodies = [
      feedbackBody({page: '/core-concepts/assets', helpful: 'yes'}),
      feedbackBody({page: '/', helpful: 'no'}),
      ...FEEDBACK_REASONS.map(({value}) =>
        feedbackBody({page: '/devlog/2025/07/08/post', helpful: 'no', reason: value}),
      ),
      feedbackBody({
        page: '/tutorials/debug-app',
        helpful: 'no',
        reason: 'code',
        comment: 'Line 3 says "await" twice.\nAlso \\ and </script> and émoji 🎉\t.',
      }),
      feedbackBody({page: '/x', helpful: 'no', comment: 'x'.repeat(MAX_FEEDBACK_COMMENT + 50)}),
    ];
    for (const body of bodies) expect(rule.test(body), body).toBe(true);
  });

  it('fit the server’s body limit even when every character is escaped', () => {
    const body = feedbackBody({
      page: `/${'a'.repeat(200)}`,
      helpful: 'no',
      reason: 'other',
      comment: '\u0001'.repeat(MAX_FEEDBACK_COMMENT * 2),
    });
    expect(rule.test(body)).toBe(true);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(
      parseInt(PAGE_FEEDBACK_MAX_BODY, 10) * 1024,
    );
  });

  it('leave out a blank comment and cut a long one', () => {
    expect(JSON.parse(feedbackBody({page: '/p', helpful: 'no', comment: '   '}))).toEqual({
      page: '/p',
      helpful: 'no',
    });
    const long = JSON.parse(
      feedbackBody({page: '/p', helpful: 'no', comment: '🎉'.repeat(MAX_FEEDBACK_COMMENT + 1)}),
    ) as {comment: string};
    expect([...long.comment]).toHaveLength(MAX_FEEDBACK_COMMENT);
  });

  it('are refused by the server in any other shape', () => {
    for (const body of [
      '',
      'helpful=yes',
      '{"page":"/p","helpful":"maybe"}',
      '{"helpful":"yes","page":"/p"}',
      '{"page":"/p","helpful":"yes","reason":"other"}',
      '{"page":"/p","helpful":"no","reason":"because"}',
      '{"page":"p","helpful":"yes"}',
      '{"page":"/<script>","helpful":"yes"}',
      '{"page":"/p","helpful":"no","comment":"unescaped " quote"}',
      '{"page":"/p","helpful":"no","comment":"raw\nnewline"}',
      '{"page":"/p","helpful":"yes","ip":"1.2.3.4"}',
      '{"page":"/p","helpful":"yes"} ',
    ]) {
      expect(rule.test(body), body).toBe(false);
    }
  });
});
