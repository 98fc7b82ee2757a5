import { z } from 'zod';
import { defineCalls } from '../http';
import { PAGE_SIZE } from '../constants';
import { COMPANY_FEATURES, COMPANY_LEGAL_TYPES, COMPANY_SERVICE_TYPES, MANAGER_ROLE_SLUGS, PAYMENT_SERVICE_STATUSES, PORTAL_SERVICE_PROVIDERS, ROLE_SLUGS } from '../enums';
import {
  blankable,
  emailSchema,
  flagSchema,
  idInput,
  idParams,
  listParam,
  orderSchema,
  pageQuery,
  passwordSchema,
  searchSchema,
  sortSchema,
  textSchema,
} from '../schemas';

const nameSchema = textSchema(100, 1);
const phone = blankable(z.string().trim().regex(/^\+?[0-9 ()-]{5,20}$/, 'The phone number format is invalid.'));
const employeeParams = z.object({ id: idInput, employee: idInput });
const serviceParams = z.object({ id: idInput, service: z.enum(PORTAL_SERVICE_PROVIDERS, { error: 'The selected payment service is invalid.' }) });
const transitionParams = serviceParams.extend({ transition: idInput });
const ids = blankable(listParam(idInput, PAGE_SIZE));
/** A value that may be cleared: '' or null clear it (null), absent leaves it as it is (undefined). */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal(''), z.null(), schema]).optional().transform((v): z.output<T> | null | undefined => (v === '' ? null : (v as z.output<T> | null | undefined)));
/** External CRM (Zoho) entity id of a company. */
export const zohoIdSchema = z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, 'The CRM id may hold only letters, digits, dots, dashes and underscores (at most 64).');

/** Document 2, section 7 "Admin": users and companies. */
export const adminUserCalls = defineCalls({
  'admin.users.statistic': {
    method: 'GET', path: 'a/users/statistic', access: 'admin', tag: 'users', summary: 'User statistics: total, new, active',
  },
  'admin.users.list': {
    method: 'GET', path: 'a/users', access: 'admin', tag: 'users',
    summary: 'Users (the dashboard asks for the 10 most recent)',
    query: pageQuery.extend({
      search: blankable(searchSchema),
      role: blankable(z.enum(ROLE_SLUGS)),
      company_id: ids,
      cid: ids,
      enabled: flagSchema.optional(),
      sort: blankable(sortSchema),
      order: blankable(orderSchema),
    }),
  },
  'admin.users.get': { method: 'GET', path: 'a/users/{id}', access: 'admin', tag: 'users', summary: 'One user', params: idParams },
  'admin.users.update': {
    method: 'PUT', path: 'a/users/{id}', access: 'admin', tag: 'users', summary: 'Update a user', params: idParams,
    body: z.object({ first_name: nameSchema, last_name: nameSchema, email: emailSchema, phone, enabled: flagSchema.optional() }),
    write: true,
  },
  'admin.users.avatar': {
    method: 'POST', path: 'a/users/{id}/avatar', access: 'admin', tag: 'users',
    summary: 'Upload a user avatar (png, jpeg or webp, at most 2 MB)', params: idParams, multipart: true, write: true,
  },
  'admin.users.password': {
    method: 'PUT', path: 'a/users/{id}/password', access: 'admin', tag: 'users', summary: 'Set a user password', params: idParams,
    body: z
      .object({ password: passwordSchema, password_confirmation: z.string().max(256) })
      .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: 'The password confirmation does not match.' }),
    write: true,
  },
  'admin.users.role': {
    method: 'PUT', path: 'a/users/{id}/role', access: 'admin', tag: 'users', summary: 'Change the role of a user', params: idParams,
    body: z.object({ role: z.enum(ROLE_SLUGS, { error: 'The selected role is invalid.' }) }), write: true,
  },
  'admin.users.loginAs': {
    method: 'GET', path: 'a/users/{id}/login', access: 'admin', tag: 'users',
    summary: 'Act as the user: answers the user session (token, user); the portal keeps the admin token in reserve', params: idParams,
  },
  'admin.users.resetThrottle': {
    method: 'DELETE', path: 'a/users/{id}/reset/throttle', access: 'admin', tag: 'users',
    summary: 'Unlock a user locked out by failed sign-ins or wrong two-factor codes', params: idParams, write: true,
  },
  'admin.users.resetValidator': {
    method: 'PUT', path: 'a/users/{id}/reset/validator', access: 'admin', tag: 'users',
    summary: 'Reset the two-factor validator of a user (two-factor off, a new set-up is needed)', params: idParams, write: true,
  },
  'admin.users.delete': { method: 'DELETE', path: 'a/users/{id}', access: 'admin', tag: 'users', summary: 'Delete a user', params: idParams, write: true },

  'admin.companies.list': {
    method: 'GET', path: 'a/companies', access: 'admin', tag: 'companies', summary: 'Companies',
    query: pageQuery.extend({
      search: blankable(searchSchema),
      enabled: flagSchema.optional(),
      legal_type: blankable(z.enum(COMPANY_LEGAL_TYPES)),
      company_type: blankable(z.enum(COMPANY_SERVICE_TYPES, { error: 'The selected company type is invalid.' })),
      payment_service_status: blankable(z.enum(PAYMENT_SERVICE_STATUSES, { error: 'The selected payment service status is invalid.' })),
      sort: blankable(sortSchema),
      order: blankable(orderSchema),
    }),
  },
  'admin.companies.get': { method: 'GET', path: 'a/companies/{id}', access: 'admin', tag: 'companies', summary: 'Company profile', params: idParams },
  'admin.companies.update': {
    method: 'PUT', path: 'a/companies/{id}', access: 'admin', tag: 'companies',
    summary: 'Update a company: enabled, features, white label, PSP attachment, service types, two-factor required of its users', params: idParams,
    body: z.object({
      enabled: flagSchema.optional(),
      enabled_features: z.partialRecord(z.enum(COMPANY_FEATURES), z.boolean()).optional(),
      white_label_enabled: flagSchema.optional(),
      psp_portal_attached: flagSchema.optional(),
      /** Every user of the company needs a second factor (issue 42). */
      two_factor_required: flagSchema.optional(),
      company_types: z
        .array(z.enum(COMPANY_SERVICE_TYPES, { error: 'The selected company type is invalid.' }))
        .min(1, 'A company needs at least one company type.')
        .max(COMPANY_SERVICE_TYPES.length)
        .refine((v) => new Set(v).size === v.length, 'The company types must be different.')
        .optional(),
      zoho_id: clearable(zohoIdSchema),
    }),
    write: true,
  },
  'admin.companies.byZohoId': {
    method: 'GET', path: 'a/companies/view-by-zoho-id/{id}', access: 'admin', tag: 'companies',
    summary: 'Company looked up by its CRM (Zoho) entity id (iframe widget)', params: z.object({ id: zohoIdSchema }),
  },
  'admin.companies.compliances': {
    method: 'GET', path: 'a/companies/{id}/compliances', access: 'admin', tag: 'companies', summary: 'Compliance trackings of a company', params: idParams, query: pageQuery,
  },
  'admin.companies.employees': {
    method: 'GET', path: 'a/companies/{id}/employees', access: 'admin', tag: 'companies', summary: 'Employees (users) of a company', params: idParams, query: pageQuery,
  },
  'admin.companies.employeeUpdate': {
    method: 'PUT', path: 'a/companies/{id}/employees/{employee}', access: 'admin', tag: 'companies', summary: 'Update an employee of a company',
    params: employeeParams,
    // Every field is optional: the profile edits name and contact, the employees table role and state.
    body: z.object({
      first_name: nameSchema.optional(),
      last_name: nameSchema.optional(),
      email: emailSchema.optional(),
      phone: clearable(z.string().trim().regex(/^\+?[0-9 ()-]{5,20}$/, 'The phone number format is invalid.')),
      role: z.enum(MANAGER_ROLE_SLUGS, { error: 'The selected role is invalid.' }).optional(),
      enabled: flagSchema.optional(),
      employee_business_role_id: clearable(idInput),
    }),
    write: true,
  },
  'admin.companies.employeeCompliances': {
    method: 'GET', path: 'a/companies/{id}/employees/{employee}/compliances', access: 'admin', tag: 'companies',
    summary: 'Compliance trackings of an employee', params: employeeParams, query: pageQuery,
  },
  'admin.companies.paymentServices': {
    method: 'GET', path: 'a/companies/{id}/payment-services', access: 'admin', tag: 'companies',
    summary: 'Payment services of a company with their status (ACTIVE, DISABLED, ONBOARDING_START, ONBOARDING_IN_PROGRESS)', params: idParams,
  },
  'admin.companies.onboardingTransitions': {
    method: 'GET', path: 'a/companies/{id}/payment-services/{service}/onboarding-transitions', access: 'admin', tag: 'companies',
    summary: 'Onboarding transitions of a payment service of a company', params: serviceParams,
  },
  'admin.companies.transitionUpdate': {
    method: 'PUT', path: 'a/companies/{id}/payment-services/{service}/onboarding-transitions/{transition}', access: 'admin', tag: 'companies',
    summary: 'Update the fields of an onboarding transition', params: transitionParams,
    body: z.object({
      fields: z
        .record(z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'The field name is invalid.'), z.union([z.string().max(2000), z.number().finite(), z.boolean(), z.null()]))
        .refine((r) => Object.keys(r).length <= 100, 'Too many fields.')
        .refine((r) => JSON.stringify(r).length <= 20_000, 'The fields may not hold more than 20,000 characters in all.'),
    }),
    write: true,
  },
  'admin.companies.applyNext': {
    method: 'POST', path: 'a/companies/{id}/payment-services/{service}/apply-next', access: 'admin', tag: 'companies',
    summary: 'Apply the next onboarding stage of a payment service', params: serviceParams,
    // The pending transition the admin saw: a second click or another admin's step meanwhile answers 409 instead of moving on twice.
    body: z.object({ transition_id: idInput.optional() }),
    write: true,
  },
  'admin.companies.onboard': {
    method: 'POST', path: 'a/companies/{id}/payment-services/{service}/onboard', access: 'admin', tag: 'companies',
    summary: 'Start the onboarding of a payment service', params: serviceParams, write: true,
  },
});
