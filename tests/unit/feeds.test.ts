import {describe, expect, it} from 'vitest';
import {checkAtom, checkJsonFeed, checkRss} from '../support/feeds';

const post = 'https://docs.example.test/devlog/2025/04/15/a-post';

const rss = (item: string) => `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel>
  <title>Devlog</title><link>https://docs.example.test/devlog</link><description>Notes</description>
  ${item}
</channel></rss>`;

const atom = (entry: string) => `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>https://docs.example.test/devlog</id><title>Devlog</title><updated>2025-10-14T00:00:00.000Z</updated>
  ${entry}
</feed>`;

describe('checkRss', () => {
  it('accepts a channel whose items have title, absolute link, guid and RFC 822 date', () => {
    const result = checkRss(
      rss(
        `<item><title>A post</title><link>${post}</link><guid>${post}</guid><pubDate>Tue, 15 Apr 2025 00:00:00 GMT</pubDate></item>`,
      ),
    );
    expect(result.problems).toEqual([]);
    expect(result.entries).toEqual([
      {title: 'A post', url: post, date: new Date('2025-04-15T00:00:00Z')},
    ]);
  });

  it('reports a malformed document, a relative link and an ISO date', () => {
    expect(checkRss('<rss version="2.0"><channel></rss>').problems[0]).toMatch(/not well-formed/);
    const result = checkRss(
      rss(
        '<item><title>A post</title><link>/devlog/a-post</link><guid>x</guid><pubDate>2025-04-15</pubDate></item>',
      ),
    );
    expect(result.problems).toEqual([
      'item 0 link is not absolute: "/devlog/a-post"',
      'item 0 pubDate is not RFC 822: "2025-04-15"',
    ]);
  });

  it('reports a missing channel description and a wrong root', () => {
    expect(checkRss(rss('').replace('<description>Notes</description>', '')).problems).toEqual([
      'channel has no description',
    ]);
    expect(checkRss('<feed/>').problems).toEqual(['root element is not <rss version="2.0">']);
  });
});

describe('checkAtom', () => {
  it('accepts entries with id, title, RFC 3339 date, alternate link and author', () => {
    const result = checkAtom(
      atom(
        `<entry><id>${post}</id><title>A post</title><updated>2025-04-15T00:00:00.000Z</updated><link href="${post}"/><author><name>Engine team</name></author></entry>`,
      ),
    );
    expect(result.problems).toEqual([]);
    expect(result.entries.map((entry) => entry.url)).toEqual([post]);
  });

  it('reports an entry without author, link or valid date, and a feed outside the Atom namespace', () => {
    const result = checkAtom(
      atom('<entry><id>x</id><title>A post</title><updated>15 April 2025</updated></entry>'),
    );
    expect(result.problems).toEqual([
      'entry 0 updated is not RFC 3339: "15 April 2025"',
      'entry 0 has no absolute alternate link',
      'entry 0 has no author',
    ]);
    expect(checkAtom('<feed><id>x</id></feed>').problems).toEqual([
      'root element is not an Atom <feed>',
    ]);
  });
});

describe('checkJsonFeed', () => {
  const item = {id: post, url: post, title: 'A post', date_published: '2025-04-15T00:00:00.000Z'};

  it('accepts a version 1 feed whose items have content', () => {
    const result = checkJsonFeed(
      JSON.stringify({
        version: 'https://jsonfeed.org/version/1',
        title: 'Devlog',
        items: [{...item, content_html: '<p>Hi</p>'}],
      }),
    );
    expect(result.problems).toEqual([]);
    expect(result.entries[0]?.date.toISOString()).toBe('2025-04-15T00:00:00.000Z');
  });

  it('takes date_modified when an item has no date_published', () => {
    const {date_published: published, ...withoutPublished} = item;
    const result = checkJsonFeed(
      JSON.stringify({
        version: 'https://jsonfeed.org/version/1.1',
        title: 'Devlog',
        items: [{...withoutPublished, date_modified: published, content_text: 'Hi'}],
      }),
    );
    expect(result.problems).toEqual([]);
    expect(result.entries[0]?.date.toISOString()).toBe(published);
  });

  it('reports a wrong version, missing content and text that is not JSON', () => {
    const result = checkJsonFeed(JSON.stringify({version: '1', title: 'Devlog', items: [item]}));
    expect(result.problems).toEqual([
      'version is not a JSON Feed version URL: "1"',
      'item 0 has no content',
    ]);
    expect(checkJsonFeed('{"version":').problems[0]).toMatch(/^not JSON/);
  });
});
