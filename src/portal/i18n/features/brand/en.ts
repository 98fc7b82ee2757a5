/** Messages of the brand feature in English: the other languages mirror these keys. */
export default {
  brand: {
    support_contact: 'Contact support: %{email}',
  },
};
