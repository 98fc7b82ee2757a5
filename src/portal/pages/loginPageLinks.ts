/** Where the sign-in page sends visitors who cannot sign in yet: its links, in display order. */
export const loginPageLinks = [
  { to: '/forgot-password', labelKey: 'app.pages.forgot.link' },
  { to: '/registration', labelKey: 'app.pages.registration.link' },
] as const;
