/*
 * `krait run FILE|-`: runs one file as one cell through krait-runtime, exactly as an embedding
 * host would (tools, text/print/store helpers, limits). print and text go to stdout in the
 * order the cell emits them; an uncaught exception prints a CPython-style traceback on stderr;
 * --json prints one JSON object per event and a final result object instead. The exit code
 * says how the cell ended. Never a Java stack trace for anything a cell does. With --approve TOOL,
 * calls to TOOL wait for approval: the cell suspends into --snapshot FILE (exit 6) and
 * `krait resume` (ResumeCommand, which shares the running and reporting here) continues it.
 */
package dev.krait.cli;

import dev.krait.mcp.McpStartupException;
import dev.krait.mcp.McpTools;
import dev.krait.mcp.SqliteCellStore;
import dev.krait.runtime.Cancellation;
import dev.krait.runtime.CellAbort;
import dev.krait.runtime.CellContext;
import dev.krait.runtime.CellDiagnostic;
import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CellOutcome;
import dev.krait.runtime.CellResult;
import dev.krait.runtime.CellStore;
import dev.krait.runtime.CodeExecutor;
import dev.krait.runtime.ToolExecutor;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Runs a Python file as a cell. */
@Command(name = "run", mixinStandardHelpOptions = true,
    description = "Run FILE (or - for standard input) as one Krait cell.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:success", "1:uncaught Python exception", "2:syntax error", "3:resource limit exceeded",
        "4:cancelled", "5:fatal tool or internal error", "6:suspended, waiting for approvals (see --approve)",
        "64:usage error"})
final class RunCommand implements Callable<Integer> {
  static final int OK = 0;
  static final int PYTHON_EXCEPTION = 1;
  static final int SYNTAX_ERROR = 2;
  static final int LIMIT = 3;
  static final int CANCELLED = 4;
  static final int FATAL = 5;
  static final int SUSPENDED = 6;
  /** A snapshot refused before anything ran (BSD sysexits EX_DATAERR). */
  static final int SNAPSHOT_REJECTED = 65;

  @Spec
  CommandSpec spec;

  @Mixin
  LimitOptions limitOptions;

  @Option(names = "--json", description = "Print one JSON object per event and a final result object.")
  boolean json;

  @Mixin
  ToolOptions toolOptions = new ToolOptions();

  @Option(names = "--store", paramLabel = "FILE",
      description = "Keep store()/load() state in this SQLite file (default: in memory).")
  Path store;

  @Option(names = "--approve", paramLabel = "TOOL",
      description = "Calls to TOOL wait for approval: when the cell waits only on such calls it suspends"
          + " (exit 6) into --snapshot FILE; continue it with `krait resume`. Repeatable.")
  List<String> approve = new ArrayList<>();

  @Option(names = "--snapshot", paramLabel = "FILE",
      description = "Where the snapshot of a suspended cell is written (needed with --approve).")
  Path snapshot;

  @Option(names = "--snapshot-key", paramLabel = "FILE",
      description = "The key (hex) that authenticates snapshots (default: one created on first use in the"
          + " user's configuration directory).")
  Path snapshotKey;

  @Parameters(index = "0", paramLabel = "FILE", description = "The Python file to run, or - for standard input.")
  String file;

  /** {@code krait run FILE} with every option at its default, set up without picocli. */
  static RunCommand withDefaults(String file) {
    RunCommand command = new RunCommand();
    command.limitOptions = LimitOptions.defaults();
    command.file = file;
    return command;
  }

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
    if (!approve.isEmpty() && snapshot == null) {
      err.println("krait: --approve needs --snapshot FILE (where a suspended cell is written)");
      return Main.EXIT_USAGE;
    }
    byte[] key = null;
    if (!approve.isEmpty()) {
      try {
        key = SnapshotKeys.load(snapshotKey);
      } catch (SnapshotKeys.Unusable e) {
        err.println("krait: " + e.getMessage());
        return Main.EXIT_USAGE;
      }
    }
    String source;
    try {
      source = SourceFile.read(file, System.in);
    } catch (SourceFile.Unreadable e) {
      err.println("krait: " + e.getMessage());
      return Main.EXIT_USAGE;
    } catch (SourceFile.NotUtf8 e) {
      CellOutcome failure = new CellResult.Failure(
          CellDiagnostic.of(CellDiagnostic.Kind.PARSE_ERROR, e.getMessage()), List.of());
      if (json) {
        new EventPrinter.Json(out).result(failure, SYNTAX_ERROR);
      } else {
        report(failure, err, displayName());
      }
      return SYNTAX_ERROR;
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
          return FATAL;
        }
      }
      if (store != null) {
        try {
          sqlite = SqliteCellStore.open(store);
        } catch (IllegalStateException e) {
          err.println("krait: " + e.getMessage());
          return FATAL;
        }
      }
      ToolExecutor cellTools = tools == null ? ToolExecutor.builder().build() : tools;
      if (!approve.isEmpty()) {
        List<String> unknown = new ArrayList<>(approve);
        unknown.removeAll(cellTools.names());
        if (!unknown.isEmpty()) {
          err.println("krait: --approve names no tool of the cell: " + String.join(", ", unknown));
          return Main.EXIT_USAGE;
        }
        cellTools = ToolExecutor.requiringApproval(cellTools, approve);
      }
      // with --isolate: the one cell's own cold worker, no pool of spares
      CodeExecutor.Builder executor = CodeExecutor.builder().limits(limits).warmUp(false)
          .isolation(limitOptions.isolation()).idleWorkers(0);
      if (key != null) {
        executor.snapshotKey(key);
      }
      String sourceText = source;
      return drive(json, displayName(), executor.build(), cellTools, sqlite == null ? CellStore.inMemory() : sqlite,
          snapshot, out, err, (ex, t, c, ctx) -> ex.executeModule(sourceText, t, c, ctx));
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

  /** Starts the cell (a run or a resume) on the executor, with the tools and the context. */
  interface Start {
    CompletableFuture<CellOutcome> start(CodeExecutor executor, ToolExecutor tools, Cancellation cancellation,
        CellContext context);
  }

  /**
   * Runs a cell to its end and reports it: events as they come, then the outcome, the exit code,
   * the store commit on success, the snapshot file when it suspends. Shared by run and resume.
   * (A warm-up would only compete with one cell and exit: the executor has none.)
   */
  static int drive(boolean json, String displayName, CodeExecutor executor, ToolExecutor tools, CellStore cellStore,
      Path snapshotFile, PrintStream out, PrintStream err, Start start) {
    EventPrinter printer = json ? new EventPrinter.Json(out) : new EventPrinter.Plain(out, err);
    CellContext context = new CellContext(cellStore, tools.metadata(), printer);
    Cancellation cancellation = Cancellation.create();
    CompletableFuture<CellOutcome> future = start.start(executor, tools, cancellation, context);
    Thread onInterrupt = new Thread(() -> {
      cancellation.cancel();
      try {
        future.get(5, TimeUnit.SECONDS);
      } catch (Exception ignored) {
        // exiting anyway
      }
      out.flush();
      err.println("Cancelled");
      err.flush();
      Runtime.getRuntime().halt(CANCELLED);
    });
    Runtime.getRuntime().addShutdownHook(onInterrupt);
    CellOutcome outcome = future.join();
    Runtime.getRuntime().removeShutdownHook(onInterrupt);
    printer.warnings(context.takeWarnings(), displayName);
    int code = exitCode(outcome);
    if (outcome instanceof CellResult.Suspended suspended) {
      try {
        writeAtomically(snapshotFile, suspended.snapshot());
      } catch (java.io.IOException e) {
        err.println("krait: the snapshot could not be written to " + snapshotFile + ": " + e.getMessage());
        return FATAL;
      }
      printer.approvals(suspended, snapshotFile);
    }
    if (code == OK) {
      try {
        context.commit();
      } catch (RuntimeException e) {
        err.println("krait: store(...) writes were not saved: " + e.getMessage());
        code = FATAL;
      }
    }
    if (json) {
      printer.result(outcome, code);
    } else {
      report(outcome, err, displayName);
    }
    return code;
  }

  /** Writes next to the target and moves it into place, so a crash never leaves half a snapshot. */
  static void writeAtomically(Path file, byte[] bytes) throws java.io.IOException {
    Path absolute = file.toAbsolutePath();
    Path tmp = absolute.resolveSibling(absolute.getFileName() + ".tmp" + ProcessHandle.current().pid());
    java.nio.file.Files.write(tmp, bytes);
    try {
      java.nio.file.Files.move(tmp, absolute, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
          java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    } catch (java.nio.file.AtomicMoveNotSupportedException e) {
      java.nio.file.Files.move(tmp, absolute, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
  }

  /** How diagnostics name the cell: the file, or {@code <stdin>}. */
  private String displayName() {
    return file.equals("-") ? "<stdin>" : file;
  }

  static int exitCode(CellOutcome outcome) {
    if (outcome instanceof CellResult.Success) {
      return OK;
    }
    if (outcome instanceof CellResult.Suspended) {
      return SUSPENDED;
    }
    if (outcome instanceof CellResult.Failure failure) {
      return switch (failure.diagnostic().kind()) {
        case PARSE_ERROR -> SYNTAX_ERROR;
        case EXECUTION_ERROR -> PYTHON_EXCEPTION;
        case LIMIT_EXCEEDED -> LIMIT;
        case CHECK_ERROR -> SYNTAX_ERROR;
      };
    }
    if (outcome instanceof CellAbort.Cancelled) {
      return CANCELLED;
    }
    return FATAL;
  }

  private static void report(CellOutcome outcome, PrintStream err, String file) {
    if (outcome instanceof CellResult.Failure failure) {
      CellDiagnostic d = failure.diagnostic();
      if (d.kind() == CellDiagnostic.Kind.LIMIT_EXCEEDED) {
        // the running task's frames when the interpreter knows them; they end with the same line
        String text = d.traceback().orElse("LimitExceeded: " + d.message());
        err.print(text.endsWith("\n") ? text : text + "\n");
        return;
      }
      if (d.kind() == CellDiagnostic.Kind.CHECK_ERROR) {
        // the check's report, as `krait check` prints it: FILE:LINE:COL: error: message
        err.print(d.traceback().orElse(d.message() + "\n").replaceAll("(?m)^<cell>:", java.util.regex.Matcher.quoteReplacement(file) + ":"));
        return;
      }
      String text = d.traceback().orElse(d.message());
      err.print(text.endsWith("\n") ? text : text + "\n");
    } else if (outcome instanceof CellAbort.Cancelled) {
      err.println("Cancelled");
    } else if (outcome instanceof CellAbort.Tool tool) {
      err.println("krait: fatal tool error: " + tool.error());
    } else if (outcome instanceof CellAbort.Internal internal) {
      err.println("krait: internal error: " + internal.message());
    }
  }
}
