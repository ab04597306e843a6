/*
 * What a host answers to an external call, and what it later settles a pending call with.
 */
package dev.krait.python;

/** The answer to an {@link ExternalHost#call}. */
public sealed interface ExternalReply {

  /** An immediate result (a host value, see {@link HostValues}). */
  record Value(Object value) implements ExternalReply {}

  /**
   * The call was started and will be settled later with {@link Execution#settle}. Python gets an
   * awaitable; awaiting it suspends only the awaiting task.
   */
  record Pending(long id) implements ExternalReply {}

  /**
   * The call failed: Python sees an exception of the named built-in type (e.g. "ValueError",
   * or "ToolError", Krait's built-in Exception subclass for host tool failures) with this message.
   */
  record Error(String pythonType, String message) implements ExternalReply {}

  /** End the whole cell successfully now, like the seed's {@code exit()} helper. Not catchable. */
  record Exit() implements ExternalReply {}
}
