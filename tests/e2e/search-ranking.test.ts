// Search puts the right page first: the reader queries of scripts/search/queries.ts, by kind, run through the
// site's search worker against this build's index (scripts/search/evaluate.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {report, scoreLocale, type Locale} from '../../scripts/search/evaluate';
import {querySets} from '../../scripts/search/queries';

/** The goal, for each kind of query in each locale. */
const goal = {hit1: 0.95, hit8: 1};

for (const locale of ['en', 'zh-Hans'] as Locale[]) {
  for (const [kind, set] of Object.entries(querySets[locale])) {
    test(`search ranking (${locale}, ${kind}): the wanted page is first for at least 95 % of the queries and among the 8 suggestions for all`, async () => {
      const score = await scoreLocale(locale, set);
      assert.ok(score.total >= 30, `at least 30 queries, got ${score.total}`);
      assert.ok(score.hit1 >= goal.hit1 && score.hit8 >= goal.hit8, report(score));
    });
  }
}

test('the ranking check fails when a query wants a page search does not put first', async () => {
  const score = await scoreLocale('en', [
    {q: 'Sprite', want: '/docs/api/Class/Sprite'},
    // A real page, but not what "Sprite" finds first (nor at all).
    {q: 'Sprite', want: '/docs/creative/dora-sound-system'},
  ]);
  assert.equal(score.hit1, 0.5);
  assert.deepEqual(
    score.outcomes.map((o) => o.rank),
    [1, undefined],
  );
  assert.match(report(score), /"Sprite" wants \/docs\/creative\/dora-sound-system: not in the 8/);
});

test('a query whose target is not in the index is an error, not a miss', async () => {
  await assert.rejects(scoreLocale('en', [{q: 'Sprite', want: '/docs/api/Class/Sprit'}]), /lacks/);
});
