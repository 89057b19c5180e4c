// The search worker reads the current index when the address names a docs version that does not exist.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {installIndexFallback} from '../../src/shared/search-worker-fetch';

function scope(files: Record<string, string>) {
  const asked: string[] = [];
  const self = {
    location: {href: 'https://docs.example/assets/js/worker.js'},
    fetch: (async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'https://docs.example/assets/js/worker.js');
      asked.push(url.pathname + url.search);
      const body = files[url.pathname];
      return body === undefined
        ? new Response('<!DOCTYPE html><title>Not found</title>', {status: 404, headers: {'content-type': 'text/html'}})
        : new Response(body, {status: 200, headers: {'content-type': 'application/json'}});
    }) as typeof fetch,
  };
  installIndexFallback(self);
  return {self, asked};
}

test('an index under an unknown version falls back to the site’s own, in either locale', async () => {
  const {self, asked} = scope({'/search-index.json': '[1]', '/zh-Hans/search-index.json': '[2]'});
  assert.equal(await (await self.fetch('/nosuch/search-index.json?_=ab')).text(), '[1]');
  assert.equal(await (await self.fetch('/zh-Hans/old/v1/search-index.json?_=ab')).text(), '[2]');
  // The plugin joins a version without a trailing slash straight to the file name.
  assert.equal(await (await self.fetch('/zh-Hans/nosuchsearch-index.json')).text(), '[2]');
  assert.deepEqual(asked, [
    '/nosuch/search-index.json?_=ab',
    '/search-index.json?_=ab',
    '/zh-Hans/old/v1/search-index.json?_=ab',
    '/zh-Hans/old/search-index.json?_=ab',
    '/zh-Hans/search-index.json?_=ab',
    '/zh-Hans/nosuchsearch-index.json',
    '/zh-Hans/search-index.json',
  ]);
});

test('an index that exists, and any other file, are fetched as they are', async () => {
  const {self, asked} = scope({'/search-index.json': '[1]'});
  assert.equal((await self.fetch('/search-index.json')).status, 200);
  assert.equal((await self.fetch('/img/missing.svg')).status, 404);
  assert.deepEqual(asked, ['/search-index.json', '/img/missing.svg']);
});

test('a missing index everywhere still answers with the host’s response', async () => {
  const {self} = scope({});
  assert.equal((await self.fetch('/nosuch/search-index.json')).status, 404);
});
