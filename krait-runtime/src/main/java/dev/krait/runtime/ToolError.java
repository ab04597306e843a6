/*
 * How a tool call can fail. Failed is an ordinary, catchable failure; the other kinds are fatal:
 * Python may catch them, but the cell can never publish success afterwards.
 */
package dev.krait.runtime;

import java.util.Objects;

/**
 * The failure of a tool call, carried by a {@link ToolException}.
 *
 * <p>In the cell every kind is raised as the built-in exception type {@code ToolError}, whose
 * {@code str()} is {@link #message()}. {@link Failed} is ordinary: the cell may catch it and go on.
 * The other kinds are <em>fatal</em>: Python may still catch the exception, but once a fatal
 * error has been seen the cell ends as {@link CellAbort.Tool} whatever Python does next.
 */
public sealed interface ToolError {

  /** A human-readable description, shown to Python as {@code str(exc)}. */
  String message();

  /** Whether this error forbids the cell from publishing success. */
  default boolean isFatal() {
    return !(this instanceof Failed);
  }

  /** An ordinary failure the cell can catch and handle. */
  record Failed(String message) implements ToolError {
    public Failed {
      Objects.requireNonNull(message, "message");
    }
  }

  /** State the host must keep could not be persisted (e.g. a journal write failed). Fatal. */
  record Persistence(String message) implements ToolError {
    public Persistence {
      Objects.requireNonNull(message, "message");
    }
  }

  /** A cancelled effect could not be confirmed as cleaned up. Fatal. */
  record CleanupUnconfirmed(String message) implements ToolError {
    public CleanupUnconfirmed {
      Objects.requireNonNull(message, "message");
    }
  }
}
