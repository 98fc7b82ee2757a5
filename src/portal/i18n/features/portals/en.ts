/** Messages of the portal services page in English. */
export default {
  portals: {
  "sign_in": "Sign in to %{name}",
  "accounts": "Remote accounts",
  "no_accounts": "No remote accounts to show.",
  "send": "Send withdrawal",
  "signed_up": "Signed up at the portal service.",
  "sign_up": {
    "company": "Sign the company up",
    "company_text": "Answer the questionnaire of the portal service to open the company’s accounts there.",
    "employee": "Sign yourself up as an employee",
    "employee_text": "Your own user at the portal service, under the company.",
    "submit_company": "Sign the company up",
    "submit_employee": "Sign me up"
  },
  "fields": {
    "company_name": "Company name",
    "registration_number": "Registration number",
    "country": "Country",
    "country_help": "Two-letter code, e.g. DE",
    "city": "City",
    "address": "Address",
    "post_code": "Post code",
    "email": "E-mail",
    "phone": "Phone",
    "website": "Website",
    "first_name": "First name",
    "last_name": "Last name"
  },
  "auto": {
    "title": "Automatic transfer",
    "text": "New funds arriving on the remote account are moved into the chosen own account.",
    "remote": "Remote account",
    "account": "Own account",
    "create": "Create automatic transfer",
    "created": "Automatic transfer created.",
    "stopped": "Automatic transfer stopped.",
    "stop": "Stop transfer to account %{id}",
    "active": "Active"
  },
  "columns": {
    "id": "Account",
    "name": "Name",
    "currency": "Currency",
    "balance": "Balance",
    "auto": "Automatic transfer",
    "actions": "Actions"
  },
  "destination": {
    "loading": "Looking the remote account up at the portal service…",
    "failed": "The remote account could not be looked up.",
    "title": "Paid into your account at %{service}",
    "text": "%{name} (%{id}), %{currency}, IBAN %{iban}, held by %{holder}"
  },
  "services": {
    "free_market": "Free Market",
    "easy_payments": "Easy Payments",
    "bcb": "BCB",
    "currency_cloud": "Currency Cloud",
    "satchelpay_eur": "SatchelPay EUR",
    "cfszipp_eur": "CFSZipp EUR",
    "cfszipp_gbp": "CFSZipp GBP",
    "klarpay": "Klarpay",
    "equals_money": "Equals Money",
    "nexpay": "Nexpay",
    "financial_house": "Financial House",
    "narvi": "Narvi",
    "openpayd": "OpenPayd",
    "apaylo": "Apaylo"
  }
},
};
