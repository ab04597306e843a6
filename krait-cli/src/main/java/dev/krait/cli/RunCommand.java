/*
 * `krait run FILE|-`: runs one file as one cell through krait-runtime, exactly as an embedding
 * host would (tools, text/print/store helpers, limits). print and text go to stdout in the
 * order the cell emits them; an uncaught exception prints a CPython-style traceback on stderr;
 * --json prints one JSON object per event and a final result object instead. The exit code
 * says how the cell ended. Never a Java stack trace for anything a cell does.
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
        "4:cancelled", "5:fatal tool or internal error", "64:usage error"})
final class RunCommand implements Callable<Integer> {
  static final int OK = 0;
  static final int PYTHON_EXCEPTION = 1;
  static final int SYNTAX_ERROR = 2;
  static final int LIMIT = 3;
  static final int CANCELLED = 4;
  static final int FATAL = 5;

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

  @Parameters(index = "0", paramLabel = "FILE", description = "The Python file to run, or - for standard input.")
  String file;

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
      return run(source, limits, tools == null ? ToolExecutor.builder().build() : tools,
          sqlite == null ? CellStore.inMemory() : sqlite, out, err);
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

  private int run(String source, CellLimits limits, ToolExecutor tools, CellStore cellStore, PrintStream out,
      PrintStream err) {
    EventPrinter printer = json ? new EventPrinter.Json(out) : new EventPrinter.Plain(out, err);
    CellContext context = new CellContext(cellStore, tools.metadata(), printer);
    Cancellation cancellation = Cancellation.create();
    // one cell and exit: a warm-up would only compete with it
    // with --isolate: the one cell's own cold worker, no pool of spares
    CodeExecutor executor = CodeExecutor.builder().limits(limits).warmUp(false)
        .isolation(limitOptions.isolation()).idleWorkers(0).build();
    CompletableFuture<CellOutcome> future =
        executor.executeModule(source, tools, cancellation, context);
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
    printer.warnings(context.takeWarnings(), displayName());
    int code = exitCode(outcome);
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
      report(outcome, err, displayName());
    }
    return code;
  }

  /** How diagnostics name the cell: the file, or {@code <stdin>}. */
  private String displayName() {
    return file.equals("-") ? "<stdin>" : file;
  }

  static int exitCode(CellOutcome outcome) {
    if (outcome instanceof CellResult.Success) {
      return OK;
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
