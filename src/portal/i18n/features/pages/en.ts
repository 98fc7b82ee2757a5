/** Messages of the pages feature in English: the other languages mirror these keys. */
export default {};
