import type { CallName, CallParams } from '../../contract/calls';
import { callRoutes } from '../../contract/callRoutes';
import type { CallResponse } from '../../contract/entities';
import { fillPath } from '../../contract/http';
import { actAsUser } from './actAsUser';
import type { LooseCallArgs, Unwrapped } from './callApi';
import type { Go } from './goAfterSwitch';
import { httpClient, unwrap } from './httpClient';
import { isRecord } from './storage';
import type { WriteMeta } from './writeReactions';
import { action, writeArgs, type ActionArgs } from './writeRequest';

type ArgsOf<N extends CallName> = CallParams<N> extends undefined ? [ActionArgs<N>?] : [ActionArgs<N>];

/** A custom write whose answer also says what the server did (its `message` beside the data), for the page to show. */
const actionSaying =
  <N extends CallName>(name: N) =>
  async (...[args]: ArgsOf<N>): Promise<{ data: Unwrapped<CallResponse<N>>; message: string | null }> => {
    const { meta, ...call } = (args ?? {}) as ActionArgs<N>;
    const { params, query, body, ...options } = writeArgs(name, call as LooseCallArgs, meta);
    const [method, path] = callRoutes[name];
    const answer = (await httpClient(fillPath(path, params ?? {}), { ...options, method, query, body })).body;
    return { data: unwrap(answer) as Unwrapped<CallResponse<N>>, message: isRecord(answer) && typeof answer.message === 'string' ? answer.message : null };
  };

/**
 * The dataProvider's writes of the administration and identity pages that are not a resource's
 * create, update or delete: reviews, role changes, purges, uploads… Each is one call of the
 * contract, typed by it, and goes through the write wrapper like every write (`meta`: summary,
 * oneTimeCode, bypassDuplicate). Pages call them through useMutation (or useFormMutation for a form).
 */
export const adminActions = {
  uploadComplianceDocument: action('manager.compliance.uploadDocument'),
  signComplianceDocument: action('manager.compliance.signature'),
  reviewCompliance: action('admin.compliance.review'),
  updateEmployee: action('admin.companies.employeeUpdate'),
  updateOnboardingTransition: action('admin.companies.transitionUpdate'),
  onboardCompany: action('admin.companies.onboard'),
  applyNextTransition: action('admin.companies.applyNext'),
  /** Top-up balance: the server says when the deposit was recalled (a blacklisted sender) or exchanged. */
  creditAccount: actionSaying('admin.transactions.credit'),
  // The white label's images and documents, of the manager's company and of the platform (admin).
  uploadWhiteLabelImage: action('manager.whiteLabel.uploadImage'),
  updateWhiteLabelDocument: action('manager.whiteLabel.documentsUpdate'),
  uploadWhiteLabelDocumentImage: action('manager.whiteLabel.documentsUploadImage'),
  uploadPlatformWhiteLabelImage: action('admin.whiteLabel.uploadImage'),
  updatePlatformWhiteLabelDocument: action('admin.whiteLabel.documentsUpdate'),
  uploadPlatformWhiteLabelDocumentImage: action('admin.whiteLabel.documentsUploadImage'),
  replyToTicket: action('manager.tickets.reply'),
  /** Ends one of the user's own sign-ins (profile). */
  endSignInSession: action('profile.sessionsEnd'),
  // The user's own second factors (profile, issue 42): each asks for a current code or passkey.
  /** Registers the browser's new passkey (providers/passkeyBrowser createPasskey) under a name. */
  addPasskey: action('profile.passkeyAdd'),
  renamePasskey: action('profile.passkeyRename'),
  removePasskey: action('profile.passkeyRemove'),
  /** Ten new recovery codes, shown once; the old set stops working. */
  regenerateRecoveryCodes: action('profile.recoveryCodesRegenerate'),
  markNotificationsRead: action('manager.notifications.read'),
  purgeNotifications: action('manager.notifications.purge'),
  setUserRole: action('admin.users.role'),
  setUserPassword: action('admin.users.password'),
  resetUserValidator: action('admin.users.resetValidator'),
  /** An admin acts as the user (actAsUser.ts): the admin's session to reserve, the user's opened; `go` leaves for the manager dashboard. */
  actAsUser: ({ id, go }: { id: number; go?: Go; meta?: WriteMeta }): Promise<void> => actAsUser(id, go),
};
