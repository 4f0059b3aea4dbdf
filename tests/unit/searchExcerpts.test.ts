import {describe, expect, it} from 'vitest';
import {excerptSegments} from '../../src/plugins/search/engine/excerptSegments';

describe('excerptSegments', () => {
  it('keeps the matches and turns everything else into plain text', () => {
    expect(excerptSegments('Start a <mark>session</mark> with &lt;b&gt; &amp; more')).toEqual([
      {text: 'Start a ', marked: false, code: false},
      {text: 'session', marked: true, code: false},
      {text: ' with <b> & more', marked: false, code: false},
    ]);
  });

  it('tells code apart from prose', () => {
    expect(excerptSegments('Call <code>Livelink.<mark>start</mark>()</code> first')).toEqual([
      {text: 'Call ', marked: false, code: false},
      {text: 'Livelink.', marked: false, code: true},
      {text: 'start', marked: true, code: true},
      {text: '()', marked: false, code: true},
      {text: ' first', marked: false, code: false},
    ]);
  });

  it('drops any tag other than mark and code, so indexed text cannot inject markup', () => {
    const segments = excerptSegments(
      '<img src=x onerror=alert(1)><mark>x</mark><script>y</script>',
    );
    expect(segments).toEqual([
      {text: 'x', marked: true, code: false},
      {text: 'y', marked: false, code: false},
    ]);
  });
});
