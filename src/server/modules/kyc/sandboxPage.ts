import type { ProviderStep } from './verifications';

/**
 * The sandbox provider's pages: plain server-rendered HTML, no script, no outside assets (the CSP of
 * every answer allows none), labelled fields, one heading per page. English only: a provider's page.
 */
const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff;line-height:1.5}
label{display:block;margin-top:1rem;font-weight:600}input[type=text],input[type=date]{display:block;width:100%;padding:.5rem;font-size:1rem;border:1px solid #555;border-radius:4px;box-sizing:border-box}
fieldset{margin-top:1rem;border:1px solid #555;border-radius:4px}fieldset label{display:inline;font-weight:400;margin-left:.25rem}
button{margin-top:1.5rem;padding:.75rem 1.5rem;font-size:1rem;background:#0b4f9c;color:#fff;border:0;border-radius:4px;cursor:pointer}
a{color:#0b4f9c}.note{background:#f3f3f3;padding:.75rem;border-radius:4px}:focus-visible{outline:3px solid #c75000;outline-offset:2px}`;

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

const TITLES: Record<ProviderStep, string> = { form: 'Verification form', video: 'Video identification' };

export const sandboxFormPage = (step: ProviderStep, trackingId: number, action: string): string => {
  const fields =
    step === 'form'
      ? `<label for="full_name">Full name</label><input type="text" id="full_name" name="full_name" required autocomplete="name" maxlength="200">
<label for="birth_date">Date of birth</label><input type="date" id="birth_date" name="birth_date" required>
<label for="country">Country of residence</label><input type="text" id="country" name="country" required autocomplete="country-name" maxlength="100">`
      : `<p><input type="checkbox" id="consent" name="consent" value="1" required> <label for="consent" style="display:inline">I agree to a recorded video call to identify me.</label></p>`;
  return page(
    `${TITLES[step]} (sandbox)`,
    `<h1>${TITLES[step]}</h1>
<p class="note">Sandbox KYC provider of the Kontor reference server, for compliance check #${trackingId}. Nothing is sent anywhere; choose the outcome the provider reports.</p>
<form method="post" action="${escape(action)}">
${fields}
<fieldset><legend>Outcome</legend>
<p><input type="radio" id="outcome_completed" name="outcome" value="completed" checked><label for="outcome_completed">Verification passes</label></p>
<p><input type="radio" id="outcome_failed" name="outcome" value="failed"><label for="outcome_failed">Verification fails</label></p>
<label for="reason">Reason when it fails</label><input type="text" id="reason" name="reason" maxlength="500">
</fieldset>
<button type="submit">Finish verification</button>
</form>`,
  );
};

export const sandboxResultPage = (outcome: 'completed' | 'failed', reason: string | null, returnUrl: string): string =>
  page(
    outcome === 'completed' ? 'Verification completed (sandbox)' : 'Verification failed (sandbox)',
    `<h1>${outcome === 'completed' ? 'Verification completed' : 'Verification failed'}</h1>
${reason ? `<p>Reason: ${escape(reason)}</p>` : ''}
<p><a href="${escape(returnUrl)}">Back to the portal</a></p>`,
  );

export const sandboxGonePage = (): string =>
  page('Verification link expired (sandbox)', '<h1>This verification link is no longer valid</h1><p>It was used already or has expired. Start the verification again from the portal.</p>');
