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

/**
 * An authenticated, decoded snapshot of a suspended cell, or the state of a cell rebuilt from its
 * {@link CellJournal} ({@link CodeExecutor#recover}). Immutable.
 */
public final class CellSnapshot {
  private final SnapshotCodec.State state;
  private final List<ApprovalRequest> pending;
  private final List<ApprovalRequest> inDoubt;
  private final int journalEntries;

  /** {@code journalEntries}: how many journal entries it was rebuilt from (-1: from snapshot bytes). */
  CellSnapshot(SnapshotCodec.State state, int journalEntries) {
    this.state = state;
    this.journalEntries = journalEntries;
    List<ApprovalRequest> doubtful = new ArrayList<>();
    this.pending = pendingOf(state.events(), doubtful);
    this.inDoubt = List.copyOf(doubtful);
  }

  SnapshotCodec.State state() {
    return state;
  }

  int journalEntries() {
    return journalEntries;
  }

  /**
   * The requests awaiting a decision, in call order: the approval-gated calls not decided yet and
   * the calls {@linkplain #inDoubt() in doubt}.
   */
  public List<ApprovalRequest> pendingApprovals() {
    return pending;
  }

  /**
   * The calls that had started when the host stopped and whose outcome was never journaled (only a
   * cell {@linkplain CodeExecutor#recover recovered} after a crash has any): each may or may not
   * have taken effect. Resuming never runs them on its own: approve one to run it again (its tool
   * should be idempotent for it), reject it to make the cell's await raise {@code ToolError}.
   */
  public List<ApprovalRequest> inDoubt() {
    return inDoubt;
  }

  /** The id of the cell (the same across its resumes; the key of its journal). */
  public String cellId() {
    return SnapshotCodec.cellId(state.seed());
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

  /**
   * Calls the log never settles: gated ones never started await approval; the others (started,
   * added to {@code inDoubt} too) are in doubt.
   */
  private static List<ApprovalRequest> pendingOf(List<ReplayEvent> events, List<ApprovalRequest> inDoubt) {
    Set<Long> settled = new HashSet<>();
    Set<Long> started = new HashSet<>();
    for (ReplayEvent e : events) {
      if (e instanceof ReplayEvent.ToolSettled s) {
        settled.add(s.id());
      } else if (e instanceof ReplayEvent.Started s) {
        started.add(s.id());
      }
    }
    List<ApprovalRequest> out = new ArrayList<>();
    for (ReplayEvent e : events) {
      if (e instanceof ReplayEvent.Called c && !settled.contains(c.id())) {
        ApprovalRequest request = new ApprovalRequest(CellRun.callId(c.id()), c.tool(), c.input().deepCopy());
        out.add(request);
        if (!c.gated() || started.contains(c.id())) {
          inDoubt.add(request);
        }
      }
    }
    return List.copyOf(out);
  }
}
