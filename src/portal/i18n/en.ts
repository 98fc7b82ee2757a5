import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import brand from './features/brand/en';
import money from './features/money/en';
import payments from './features/payments/en';
import reporting from './features/reporting/en';
import imports from './features/imports/en';
import users from './features/users/en';
import companies from './features/companies/en';
import system from './features/system/en';
import support from './features/support/en';
import timeline from './features/timeline/en';
import compliance from './features/compliance/en';
import whiteLabel from './features/whiteLabel/en';
import announcements from './features/announcements/en';
import pages from './features/pages/en';
import shell from './features/shell/en';
import crypto from './features/crypto/en';
import affiliates from './features/affiliates/en';
import portals from './features/portals/en';
import products from './features/products/en';
import signins from './features/signins/en';
import psp from './features/psp/en';
import settings from './features/settings/en';
import express from './features/express/en';
import approvals from './features/approvals/en';
import secondFactors from './features/secondFactors/en';
import connect from './features/connect/en';
import schedules from './features/schedules/en';
import templates from './features/templates/en';
import resources from './resources/en';
import type { Strings } from './strings';


/** Core messages; each feature keeps its own in features/<feature>/<language>.ts. */
const core = {
  name: 'Kontor',
  tagline: 'Banking and payment services',
  auth: {
    title: 'Sign in to your account',
    email: 'E-mail',
    password: 'Password',
    sign_in: 'Sign in',
  },
  two_factor: {
    title: 'Verify your action',
    text: 'Enter code from your Two-Factor Auth application',
    label: 'Auth Code',
    digit: 'Digit %{position} of %{count}',
    accepted: 'Code accepted. Verification process...',
    cancel: 'Cancel',
    amount: 'Amount',
    with_fee: '%{total} (%{amount} + %{fee} fee)',
    payee: 'Payee',
    exchange: 'Exchange',
    exchange_sides: '%{paid} for %{received} at 1 %{sell} = %{rate} %{buy}',
  },
  session: {
    expiring_title: 'Your Session is About to Expire',
    expiring_text: 'You will be signed out in %{smart_count} second. |||| You will be signed out in %{smart_count} seconds.',
    stay: 'Stay Logged In',
    logout: 'Logout',
  },
  dashboard: {
    accounts: 'Accounts',
    account: 'Account',
    admin_title: 'Admin dashboard',
    manager_title: 'Dashboard',
    welcome: 'Welcome, %{name}',
    placeholder: 'Your overview will appear here.',
  },
  error: {
    server: 'Server Error, please try again later',
    ok: 'Ok, got it!',
    unknown: 'Unknown error',
    unauthorized: 'Unauthorized',
    unexpected: 'Unexpected error occurred. Please try again later',
    maintenance: 'Maintenance mode',
    remote_portal: 'Remote portal is unavailable. Please try again later',
    not_implemented: 'This part of the portal is not available yet.',
  },
};

const app = { ...core, ...affiliates, ...portals, ...shell, ...pages, ...brand, ...money, ...payments, ...reporting, ...imports, ...users, ...companies, ...system, ...support, ...announcements, ...timeline, ...compliance, ...crypto, ...whiteLabel, ...products, ...signins, ...psp, ...settings, ...express, ...approvals, ...secondFactors, ...connect, ...schedules, ...templates };

export type AppMessages = Strings<typeof app>;

/**
 * The server's texts are English already: English messages carry only their language, and the portal
 * shows such a text as sent, a portal service's code as its provider's name (serverText/translate.ts).
 */
const server = { language: 'en' };

const en = { ...englishMessages, app, resources, server } satisfies TranslationMessages;

export default en;
