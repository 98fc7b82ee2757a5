/** Messages of the shell feature in English: the other languages mirror these keys. */
export default {};
