// The operator console's contract: staff roles, sign-in and sessions, the audit log and the
// business-member decisions (issue #13), shared by the API server and the console app.
export * from './audit';
export * from './contract';
export * from './password';
export * from './period';
export * from './rights';
export * from './roles';
export * from './session-policy';
