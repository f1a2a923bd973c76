export { codesOfGroup, commonCodesQuery, fetchCommonCodes, type CommonCode } from './common-codes';
export { useCodeGroup } from './use-code-group';
