/**
 * What the code dialog shows the code confirms: the amount (formatted, with its currency), the payee, and
 * for an exchange both of its sides at the quoted rate (issue 38).
 */
export type CodeSummary = { amount?: string; payee?: string; exchange?: string; /** A scheduled payment or standing order: when it goes out (issue 40). */ schedule?: string };

/** What the person answers the dialog with: the six-digit code, or "Use a passkey" (issue 42). */
export type SecondFactorAnswer = { code: string } | { passkey: true };

/** The second factors the dialog offers beside the code (the server's otp-methods header). */
export type SecondFactorChoices = { passkey: boolean };

/** Sends the write again with the answer: null when it was accepted, else the server's refusal. */
export type CodeCheck = (answer: SecondFactorAnswer) => Promise<{ refused: string } | null>;

/** The dialogs a write may open; the shell's (errors/ShellModals) connect themselves while mounted. */
export type WritePrompts = {
  /** Asks for a code until `check` accepts one ('confirmed') or the person closes the dialog ('cancelled'). */
  askCode: (check: CodeCheck, summary: CodeSummary | null, choices?: SecondFactorChoices) => Promise<'confirmed' | 'cancelled'>;
  /** Resolves true when the person confirms sending a suspected duplicate anyway. */
  askDuplicate: (message: string) => Promise<boolean>;
  /** A 403 without otp-required: the two-factor state resets (document 2 section 8). */
  resetCode: () => void;
};

let connected: WritePrompts | null = null;

/**
 * The slot through which the write wrapper reaches the shell's dialogs, so that the providers hold no
 * UI (as apiErrorEvents does for alerts). Without dialogs (a test without the shell) a write that
 * needs one fails with the server's answer.
 */
export const writePrompts = {
  current: (): WritePrompts | null => connected,
  /** Connects the dialogs; the returned function disconnects them (an effect's cleanup). */
  connect: (prompts: WritePrompts): (() => void) => {
    connected = prompts;
    return () => {
      if (connected === prompts) connected = null;
    };
  },
};
