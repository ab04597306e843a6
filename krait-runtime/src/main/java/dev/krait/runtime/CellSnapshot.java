/*
 * A snapshot that passed authentication and decoding: safe to inspect (its pending approvals) and
 * to resume. Opened by CodeExecutor.openSnapshot with the executor's key.
 */
package dev.krait.runtime;

import dev.krait.runtime.internal.ReplayEvent;
import dev.krait.runtime.internal.SnapshotCodec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** An authenticated, decoded snapshot of a suspended cell. Immutable. */
public final class CellSnapshot {
  private final SnapshotCodec.State state;
  private final List<ApprovalRequest> pending;

  CellSnapshot(SnapshotCodec.State state) {
    this.state = state;
    this.pending = pendingOf(state.events());
  }

  SnapshotCodec.State state() {
    return state;
  }

  /** The approval requests still undecided when the cell suspended, in call order. */
  public List<ApprovalRequest> pendingApprovals() {
    return pending;
  }

  /** The cell's source. */
  public String source() {
    return state.source();
  }

  /** The CPU time the cell had spent when it suspended (it counts against the budget on resume). */
  public long cpuNanosUsed() {
    return state.cpuNanosUsed();
  }

  /**
   * The tools that required approval when the cell suspended: they still do when it resumes,
   * whatever the resuming host's tools say.
   */
  public List<String> gatedTools() {
    return state.gatedTools();
  }

  /** The Krait release that wrote the snapshot. */
  public String kraitVersion() {
    return state.kraitVersion();
  }

  /** Gated calls the log never settles: the requests still awaiting a decision. */
  private static List<ApprovalRequest> pendingOf(List<ReplayEvent> events) {
    Set<Long> settled = new HashSet<>();
    for (ReplayEvent e : events) {
      if (e instanceof ReplayEvent.ToolSettled s) {
        settled.add(s.id());
      }
    }
    List<ApprovalRequest> out = new ArrayList<>();
    for (ReplayEvent e : events) {
      if (e instanceof ReplayEvent.Called c && c.gated() && !settled.contains(c.id())) {
        out.add(new ApprovalRequest(CellRun.callId(c.id()), c.tool(), c.input().deepCopy()));
      }
    }
    return List.copyOf(out);
  }
}
