/*
 * The exception a tool's future completes with to report a ToolError.
 */
package dev.krait.runtime;

import java.util.Objects;

/**
 * Completes a tool's future exceptionally with a {@link ToolError}. Any other exception from a
 * tool (thrown by {@link ToolExecutor#invoke} or completing its future) is treated as
 * {@link ToolError.Failed} with the exception's message.
 */
public final class ToolException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient ToolError error;

  public ToolException(ToolError error) {
    super(Objects.requireNonNull(error, "error").message(), null, false, false);
    this.error = error;
  }

  /** Shorthand for {@code new ToolException(new ToolError.Failed(message))}. */
  public static ToolException failed(String message) {
    return new ToolException(new ToolError.Failed(message));
  }

  /** The error this exception carries. */
  public ToolError error() {
    return error;
  }
}
