import {halves, type QueryList} from './queryList';

/**
 * Precision queries: searches whose right answer is "No results found". About half are keyboard
 * mashes and random letter strings; the other half are topics a lost visitor might type, such as
 * cooking, sport, personal finance or unrelated products, that the docs have nothing to say
 * about. The list measures whether the search stays quiet instead of offering pages that only
 * look like matches.
 *
 * Every query was written by hand, never taken from the search or its results. For the
 * out-of-scope topics, each word (all of them four letters or longer) was checked against the
 * Markdown sources of the docs and the devlog, and none of them appears there; the nonsense
 * strings were invented for this list. If the search returns anything for one of them, fix the
 * search; never reword a query to suit it.
 */
export const precisionQueries: QueryList<string> = halves([
  // Keyboard mashes and random letter strings
  'qzvmxkplt',
  'fjdkslqwe',
  'wrtlpnzx',
  'plokijuhyg',
  'xcvbnmzxq',
  'hgfdsapoiu',
  'brunzwelkt',
  'jqxzvvoum',
  'trazpiklo',
  'mwelkvorth',
  'zzyxqwvut',
  'kweebnorp',
  'asdjklqwop',
  'vorblenquist',
  'ghyfrtedws',
  'ploxxiquamb',
  'quimbelzorf',
  'nxvqpltrew',

  // Cooking and home
  'sourdough starter hydration',
  'lasagna bechamel',
  'blueberry muffins baking',
  'vegan brownies',
  'tomato blight',
  'houseplant watering',
  'knitting cardigan',

  // Sport and leisure
  'football offside penalty',
  'tennis backhand volley',
  'marathon pacing',
  'salsa dancing lessons',
  'guitar chord progression',

  // Finance and everyday life
  'mortgage refinance calculator',
  'bitcoin wallet recovery',
  'dividend taxation',
  'insurance premium',
  'wedding dress alterations',
  'dentist appointment booking',
  'zodiac horoscope',

  // Unrelated software
  'excel vlookup',
]);
