/**
 * The browser of the end-to-end tests and the benches: Debian's chromium-headless-shell (Chromium's
 * headless build, the one Playwright itself runs headless). The full browser in headless mode draws
 * its own window chrome (a WebUI renderer per page, software painting in the browser process): the
 * same pages took half as much CPU again. CHROMIUM_PATH names another binary.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
