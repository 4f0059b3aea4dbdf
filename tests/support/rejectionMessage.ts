/** The message of the error `run` rejects with, or '' when it resolves. */
export async function rejectionMessage(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return '';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
