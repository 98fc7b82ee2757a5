/** A valid company beneficiary paid by SEPA (Commerzbank, Köln), with any fields replaced. */
export const sepaBeneficiary = (over: Record<string, unknown> = {}) => ({
  legal_type: 'company',
  company_name: 'Hanseatic Maschinenbau GmbH',
  iban: 'de89 3704 0044 0532 0130 00',
  country: 'DE',
  city: 'Hamburg',
  street: 'Jungfernstieg',
  building_number: '7',
  zip_code: '20095',
  bank_swift: 'cobadeffxxx',
  bank_name: 'Commerzbank',
  bank_country: 'DE',
  bank_city: 'Köln',
  ...over,
});
