export type { Issue } from '@ledgernet/transport'
export { ajvSchemaSource } from './ajvSchemaSource.js'
export type { SpecExample } from './collectExamples.js'
export { collectExamples } from './collectExamples.js'
export { createOpenApiValidator } from './createOpenApiValidator.js'
export { createOpenRpcValidator } from './createOpenRpcValidator.js'
export type { PrecompiledSpec } from './createPrecompiledValidator.js'
export { createPrecompiledValidator } from './createPrecompiledValidator.js'
export { checkSchemas, createSpecAjv, prepareSchemaDocument, specAjvOptions } from './createSpecAjv.js'
export type { SpecSource, SpecValidator } from './createSpecValidator.js'
export { createSpecValidator } from './createSpecValidator.js'
export { discriminatorProblems } from './discriminatorProblems.js'
export { documentationGaps } from './documentationGaps.js'
export {
  pointerToken,
  refTokens,
  resolvePointer,
  resolveRef,
  resolveRefAt,
  toFragment,
  toPointer,
} from './jsonPointer.js'
export type { MethodInfo } from './listMethods.js'
export { listMethods } from './listMethods.js'
export type { OperationInfo } from './listOperations.js'
export { httpMethods, listOperations } from './listOperations.js'
export type { SpecDocument } from './loadSpec.js'
export { loadSpec, parseSpecText } from './loadSpec.js'
export type { NamedExample } from './NamedExample.js'
export { objectExamples } from './NamedExample.js'
export type {
  ConventionAnswer,
  FoundOperation,
  HeaderBag,
  OpenApiValidator,
  OperationExamples,
} from './OpenApiValidator.js'
export type { OpenRpcValidator } from './OpenRpcValidator.js'
export { openApiValidatorFrom } from './openApiValidatorFrom.js'
export { openRpcValidatorFrom } from './openRpcValidatorFrom.js'
export { readHeader } from './readHeader.js'
export { requestSchemaRefs } from './requestSchemaRefs.js'
export { rpcPathOf } from './rpcPathOf.js'
export type { SchemaCheck, SchemaSource } from './SchemaSource.js'
export type { SpecName } from './SpecName.js'
export { isSpecName, specFiles, specNames } from './SpecName.js'
export { specFormats } from './specFormats.js'
export { specPath } from './specPath.js'
export { unresolvedRefs } from './unresolvedRefs.js'
export { unusedComponents } from './unusedComponents.js'
