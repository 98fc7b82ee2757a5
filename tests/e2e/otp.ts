import fs from 'node:fs';
import path from 'node:path';
import { authenticator } from 'otplib';
import { E2E_STATE_DIR } from './paths';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';
export const DEMO_SECRET = 'KONTORDEMOTOTPSECRETKONTORDEMOAB';

const STATE = path.join(E2E_STATE_DIR, 'otp-step');
const currentStep = () => Math.floor(Date.now() / 30_000);

/**
 * A code of a time step no earlier test has used: the server refuses a code twice (and any older one),
 * so when this step's code is spent we wait for the next step.
 */
export const freshCode = async (secret: string = DEMO_SECRET): Promise<string> => {
  const last = fs.existsSync(STATE) ? Number(fs.readFileSync(STATE, 'utf8')) : -1;
  while (currentStep() <= last) await new Promise((r) => setTimeout(r, 500));
  const step = currentStep();
  fs.mkdirSync(path.dirname(STATE), { recursive: true });
  fs.writeFileSync(STATE, String(step));
  return authenticator.clone({ epoch: step * 30_000 }).generate(secret);
};
