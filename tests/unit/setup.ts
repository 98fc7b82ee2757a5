/**
 * Every unit test file: Testing Library waits for what it looks for until the outcome is there,
 * not for a clock. Two test files run at once on a two-core machine, so a page may take a few
 * seconds to draw; the bound below only decides how long a test that will fail takes to say so.
 */
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { cleanup, configure } from '@testing-library/react';
import { vi } from 'vitest';
import { speedUpLabels } from './jsdomLabels';
import { pruneUnparsableRules } from './jsdomRules';
import { cacheComputedStyles } from './jsdomStyles';

configure({ asyncUtilTimeout: 20_000 });
speedUpLabels(window);
cacheComputedStyles(window);

/**
 * Unit files share their modules within a worker (vitest `isolate: false`), but each file gets a new
 * jsdom document. Emotion's default cache (MUI's styles) is made once, at the first import, with the
 * first document's <head> as its container: a later file would insert its styles beside tags of a
 * closed document (WRONG_DOCUMENT_ERR / "The child can not be found in the parent", depending on the
 * order of files). Each file starts with that cache emptied and pointed at its own document.
 */
type EmotionContext = { _currentValue?: EmotionCache; _context?: { _currentValue?: EmotionCache } };
const context = CacheProvider as unknown as EmotionContext;
const cache = context._currentValue ?? context._context?._currentValue;
if (cache) {
  cache.sheet.flush();
  cache.sheet.container = document.head;
  cache.sheet.before = null;
  cache.inserted = {};
  pruneUnparsableRules(cache);
}

/**
 * The document, its storage and the clock are shared by the files of a worker: each file starts as a
 * fresh page would (no stored session or preferences, at /, nothing drawn, real timers, the globals
 * a file stubbed given back), whatever the file before it left.
 */
// What a file left mounted is unmounted first, while its nodes are still in the document: an open MUI
// dialog stays in MUI's modal stack (shared by the worker) and keeps the next file's page aria-hidden
// after its own menus close, and unmounting it once the body was emptied throws NotFoundError.
cleanup();
vi.useRealTimers();
vi.unstubAllGlobals();
// The portal's own modules are evaluated again for each file (fresh singletons: query client, session
// refresh, realtime, branding); react, MUI and react-admin (node_modules) stay loaded, which is the saving.
vi.resetModules();
localStorage.clear();
sessionStorage.clear();
document.body.innerHTML = '';
document.title = '';
document.documentElement.removeAttribute('lang');
window.history.replaceState(null, '', '/');
