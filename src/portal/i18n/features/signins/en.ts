/** Messages of the alternative sign-ins and the KYC provider steps in English. */
export default {
  signins: {
    signing_in: 'Signing you in…',
    refused: 'This sign-in link is invalid, has expired or has already been used. Please sign in with your e-mail address and password.',
    unavailable: 'Remote portal is unavailable. Please try again later',
    incomplete: 'This sign-in link is incomplete.',
    cancelled: 'Sign-in cancelled.',
    to_login: 'Go to sign-in',
    chat_done: 'You are signed in to the chat.',
    chat_signed_out: 'Sign in to the portal first to use the chat.',
    company_not_found: 'No company is linked to this CRM record.',
    company_id: 'Company ID',
    company_enabled: 'Enabled',
    company_legal_type: 'Legal type',
    yes: 'Yes',
    no: 'No',
    kyc: {
      form: 'Verification form',
      video: 'Video identification',
      start_form: 'Open the verification form',
      start_video: 'Start video identification',
      reason: 'The provider reports: %{reason}',
      status: { open: 'To do', pending: 'Started', completed: 'Done', failed: 'Failed' },
    },
  },
};
