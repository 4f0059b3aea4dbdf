import type {ApiOperationSummary} from './apiOperation';

/** The brief form of an operation. */
function summaryOf(operation: ApiOperationSummary): ApiOperationSummary {
  const {operationId, method, path, summary, tags, clientFunction, url} = operation;
  return {operationId, method, path, summary, tags: [...tags], clientFunction, url};
}

/** Every tag the operations use, in the order they first appear. */
export function apiTags(operations: readonly ApiOperationSummary[]): string[] {
  return [...new Set(operations.flatMap((operation) => operation.tags))];
}

/**
 * The operations in brief, all of them or those with `tag` (compared without
 * regard to case). Throws when no operation has that tag; the message lists
 * the tags there are.
 */
export function listApiOperations(
  operations: readonly ApiOperationSummary[],
  tag?: string,
): ApiOperationSummary[] {
  if (tag === undefined || tag.trim() === '') return operations.map(summaryOf);
  const wanted = tag.trim().toLowerCase();
  const tagged = operations.filter((operation) =>
    operation.tags.some((candidate) => candidate.toLowerCase() === wanted),
  );
  if (tagged.length === 0) {
    const known = apiTags(operations);
    throw new Error(
      `No REST API operation has the tag "${tag}". The tags are: ${known.map((name) => `"${name}"`).join(', ')}.`,
    );
  }
  return tagged.map(summaryOf);
}
