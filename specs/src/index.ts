export { specFiles, specNames, isSpecName } from './SpecName.js'
export type { SpecName } from './SpecName.js'
export { specPath } from './specPath.js'
export { loadSpec, parseSpecText } from './loadSpec.js'
export type { SpecDocument } from './loadSpec.js'
export { createSpecValidator } from './createSpecValidator.js'
export type { SpecSource, SpecValidator } from './createSpecValidator.js'
export { createOpenApiValidator } from './createOpenApiValidator.js'
export { createOpenRpcValidator } from './createOpenRpcValidator.js'
export type {
  ConventionAnswer,
  FoundOperation,
  HeaderBag,
  OpenApiValidator,
  OperationExamples,
} from './OpenApiValidator.js'
export type { OpenRpcValidator } from './OpenRpcValidator.js'
export { listOperations, httpMethods } from './listOperations.js'
export type { OperationInfo } from './listOperations.js'
export { listMethods } from './listMethods.js'
export type { MethodInfo } from './listMethods.js'
export { checkSchemas, createSpecAjv, prepareSchemaDocument, specAjvOptions } from './createSpecAjv.js'
export { objectExamples } from './NamedExample.js'
export type { NamedExample } from './NamedExample.js'
export { readHeader } from './readHeader.js'
export { rpcPathOf } from './rpcPathOf.js'
export { pointerToken, refTokens, resolvePointer, resolveRef, resolveRefAt, toFragment, toPointer } from './jsonPointer.js'
export type { Issue } from '@ledgernet/transport'
export { collectExamples } from './collectExamples.js'
export type { SpecExample } from './collectExamples.js'
export { documentationGaps } from './documentationGaps.js'
export { unresolvedRefs } from './unresolvedRefs.js'
export { discriminatorProblems } from './discriminatorProblems.js'
export { unusedComponents } from './unusedComponents.js'
