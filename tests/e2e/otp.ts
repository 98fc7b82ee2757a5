import fs from 'node:fs';
import path from 'node:path';
import { authenticator } from 'otplib';
import { E2E_STATE_DIR } from './paths';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';
export const DEMO_SECRET = 'KONTORDEMOTOTPSECRETKONTORDEMOAB';

const STEP_MS = 30_000;
/** A code of the step before the current one is used only this long before that step leaves the server's window. */
const MARGIN_MS = 5_000;
const stateFile = (account: string) => path.join(E2E_STATE_DIR, `otp-step-${account.replace(/[^A-Za-z0-9@._-]/g, '_')}`);

/**
 * A code the server has not seen for this account. The server refuses a code twice (and any older
 * one) per user, and accepts one step of clock drift either way: so a user who has not used a code
 * lately has three at once (the previous, current and next step), and after that one more each
 * 30 seconds. Only when the three are spent does this wait; tests that need more codes than that
 * use a colleague of their own (./people.ts), so no test but a replay test waits for time to pass.
 * `account` is the user the code is for (each user has its own replay state).
 */
export const freshCode = async (account: string, secret: string = DEMO_SECRET): Promise<string> => {
  const file = stateFile(account);
  const last = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : -1;
  const now = Date.now();
  const current = Math.floor(now / STEP_MS);
  // The previous step stays in the window until the current one ends.
  const earliest = now % STEP_MS < STEP_MS - MARGIN_MS ? current - 1 : current;
  let step = Math.max(last + 1, earliest);
  if (step > current + 1) process.stdout.write(`[otp] ${account} has spent its codes: waiting for the next time step\n`);
  while (step > Math.floor(Date.now() / STEP_MS) + 1) await new Promise((r) => setTimeout(r, 250));
  step = Math.max(step, Math.floor(Date.now() / STEP_MS) - 1);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, String(step));
  return authenticator.clone({ epoch: step * STEP_MS }).generate(secret);
};
