/*
 * `krait resume FILE`: continues a cell that `krait run --approve` suspended, with the same
 * outputs and exit codes as run (6 again if it suspends again). The snapshot is verified before
 * anything runs: a tampered, foreign or malformed one exits 65 with `snapshot rejected: REASON`.
 * The tools that required approval when the cell suspended still do (the snapshot names them).
 */
package dev.krait.cli;

import dev.krait.mcp.McpStartupException;
import dev.krait.mcp.McpTools;
import dev.krait.mcp.SqliteCellStore;
import dev.krait.runtime.ApprovalDecision;
import dev.krait.runtime.ApprovalRequest;
import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CellSnapshot;
import dev.krait.runtime.CellStore;
import dev.krait.runtime.CodeExecutor;
import dev.krait.runtime.SnapshotException;
import dev.krait.runtime.ToolExecutor;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Resumes a suspended cell. */
@Command(name = "resume", mixinStandardHelpOptions = true,
    description = "Continue a cell that `krait run --approve` suspended.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:success", "1:uncaught Python exception", "2:syntax error", "3:resource limit exceeded",
        "4:cancelled", "5:fatal tool or internal error", "6:suspended again, waiting for approvals",
        "64:usage error", "65:snapshot rejected (altered, another key, or malformed)"})
final class ResumeCommand implements Callable<Integer> {

  @Mixin
  LimitOptions limitOptions;

  @Option(names = "--json", description = "Print one JSON object per event and a final result object.")
  boolean json;

  @Mixin
  ToolOptions toolOptions = new ToolOptions();

  @Option(names = "--store", paramLabel = "FILE",
      description = "Keep store()/load() state in this SQLite file (default: in memory).")
  Path store;

  @Option(names = "--approve", paramLabel = "ID", description = "Approve the pending call ID: it starts now. Repeatable.")
  List<String> approve = new ArrayList<>();

  @Option(names = "--reject", paramLabel = "ID=REASON",
      description = "Reject the pending call ID: the cell's await raises ToolError with REASON. Repeatable.")
  List<String> reject = new ArrayList<>();

  @Option(names = "--snapshot", paramLabel = "FILE",
      description = "Where the snapshot goes if the cell suspends again (default: FILE itself).")
  Path snapshot;

  @Option(names = "--snapshot-key", paramLabel = "FILE",
      description = "The key (hex) that authenticates snapshots (default: the one in the user's configuration"
          + " directory).")
  Path snapshotKey;

  @Parameters(index = "0", paramLabel = "FILE", description = "The snapshot of the suspended cell.")
  Path file;

  @Override
  public Integer call() {
    PrintStream out = Main.out();
    PrintStream err = Main.err();
    CellLimits limits;
    try {
      limits = limitOptions.limits();
    } catch (IllegalArgumentException e) {
      err.println("krait: " + e.getMessage());
      return Main.EXIT_USAGE;
    }
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (IOException e) {
      err.println("krait: cannot read the snapshot " + file + ": " + e.getMessage());
      return Main.EXIT_USAGE;
    }
    byte[] key;
    try {
      key = SnapshotKeys.load(snapshotKey);
    } catch (SnapshotKeys.Unusable e) {
      err.println("krait: " + e.getMessage());
      return Main.EXIT_USAGE;
    }
    CodeExecutor executor = CodeExecutor.builder().limits(limits).warmUp(false).snapshotKey(key).build();
    CellSnapshot cell;
    try {
      cell = executor.openSnapshot(bytes);
    } catch (SnapshotException e) {
      err.println("snapshot rejected: " + e.getMessage());
      return RunCommand.SNAPSHOT_REJECTED;
    }
    Map<String, ApprovalDecision> decisions = new LinkedHashMap<>();
    approve.forEach(id -> decisions.put(id, ApprovalDecision.approve()));
    for (String spec : reject) {
      int eq = spec.indexOf('=');
      if (eq <= 0) {
        err.println("krait: --reject takes ID=REASON, not '" + spec + "'");
        return Main.EXIT_USAGE;
      }
      String id = spec.substring(0, eq);
      if (decisions.containsKey(id)) {
        err.println("krait: call " + id + " is both approved and rejected");
        return Main.EXIT_USAGE;
      }
      decisions.put(id, ApprovalDecision.reject(spec.substring(eq + 1)));
    }
    List<String> pendingIds = cell.pendingApprovals().stream().map(ApprovalRequest::id).toList();
    for (String id : decisions.keySet()) {
      if (!pendingIds.contains(id)) {
        err.println("krait: no pending call has the id " + id + " (pending: "
            + (pendingIds.isEmpty() ? "none" : String.join(", ", pendingIds)) + ")");
        return Main.EXIT_USAGE;
      }
    }
    McpTools tools = null;
    SqliteCellStore sqlite = null;
    try {
      if (toolOptions.any()) {
        try {
          tools = toolOptions.connect();
        } catch (IllegalArgumentException e) {
          err.println("krait: " + e.getMessage());
          return Main.EXIT_USAGE;
        } catch (McpStartupException e) {
          err.println("krait: " + e.getMessage());
          return RunCommand.FATAL;
        }
      }
      if (store != null) {
        try {
          sqlite = SqliteCellStore.open(store);
        } catch (IllegalStateException e) {
          err.println("krait: " + e.getMessage());
          return RunCommand.FATAL;
        }
      }
      ToolExecutor cellTools = ToolExecutor.requiringApproval(
          tools == null ? ToolExecutor.builder().build() : tools, cell.gatedTools());
      return RunCommand.drive(json, file.toString(), executor, cellTools,
          sqlite == null ? CellStore.inMemory() : sqlite, snapshot != null ? snapshot : file, out, err,
          (ex, t, c, ctx) -> ex.resume(cell, decisions, t, c, ctx));
    } finally {
      out.flush();
      err.flush();
      if (tools != null) {
        tools.close();
      }
      if (sqlite != null) {
        sqlite.close();
      }
    }
  }
}
