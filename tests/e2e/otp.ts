import fs from 'node:fs';
import path from 'node:path';
import { authenticator } from 'otplib';
import { E2E_STATE_DIR } from './paths';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';
export const DEMO_SECRET = 'KONTORDEMOTOTPSECRETKONTORDEMOAB';

const STEP_MS = 30_000;
const currentStep = () => Math.floor(Date.now() / STEP_MS);
const stateFile = (account: string) => path.join(E2E_STATE_DIR, `otp-step-${account.replace(/[^A-Za-z0-9@._-]/g, '_')}`);

/**
 * A code the server has not seen for this account. The server refuses a code twice (and any older
 * one) per user, and accepts one step of clock drift either way; so when the current step is spent
 * the next step's code is used at once, and only after that do we wait for time to move on.
 * `account` is the user the code is for (each user has its own replay state).
 */
export const freshCode = async (account: string, secret: string = DEMO_SECRET): Promise<string> => {
  const file = stateFile(account);
  const last = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : -1;
  while (last + 1 > currentStep() + 1) await new Promise((r) => setTimeout(r, 500));
  const step = Math.max(last + 1, currentStep());
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, String(step));
  return authenticator.clone({ epoch: step * STEP_MS }).generate(secret);
};
