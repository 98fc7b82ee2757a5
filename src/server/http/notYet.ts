/**
 * Calls of the contract that have no server route yet. Each later issue removes the names it
 * implements; a test fails when a call is neither routed nor listed here, or listed but routed.
 */
export const NOT_YET: ReadonlySet<string> = new Set<string>([
 
 
 
 
 
 
 
 
 
 
 
 
 
 
 
 
 
 
]);
