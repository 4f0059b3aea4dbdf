import type {ApiOperationSummary} from './apiOperation';

/** The operation with this operationId, compared exactly and then without regard to case. */
export function findApiOperation<Operation extends ApiOperationSummary>(
  operations: readonly Operation[],
  operationId: string,
): Operation | undefined {
  const wanted = operationId.trim().replace(/\(\)$/, '');
  return (
    operations.find((operation) => operation.operationId === wanted) ??
    operations.find((operation) => operation.operationId.toLowerCase() === wanted.toLowerCase())
  );
}
