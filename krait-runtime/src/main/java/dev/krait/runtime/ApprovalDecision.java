/*
 * A reviewer's answer to an approval request: run the call, or refuse it with a reason the cell
 * sees as a ToolError.
 */
package dev.krait.runtime;

import java.util.Objects;

/** The decision on one {@link ApprovalRequest}. */
public sealed interface ApprovalDecision {

  /** Start the call now. */
  static ApprovalDecision approve() {
    return new Approved();
  }

  /** Do not run the call: the cell's await raises {@code ToolError} whose message holds {@code reason}. */
  static ApprovalDecision reject(String reason) {
    return new Rejected(reason);
  }

  /** The call may run. */
  record Approved() implements ApprovalDecision {}

  /** The call must not run; {@code reason} is shown to the cell. */
  record Rejected(String reason) implements ApprovalDecision {
    public Rejected {
      Objects.requireNonNull(reason, "reason");
    }
  }
}
