/*
 * One cell run for a model's tool call, and the text the model reads back. Framework adapters
 * (LangChain4j, Spring AI) answer a tool call with a string; this is the one place that decides
 * what that string says, so every surface reports a cell the same way.
 */
package dev.krait.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;

/**
 * What a cell produced, in order, with its outcome, rendered for a model by {@link #text()}.
 *
 * <pre>{@code
 * CellReport report = CellReport.run(executor, source, tools, store, Cancellation.create()).join();
 * String forTheModel = report.text();
 * }</pre>
 *
 * <p>{@link #run} commits the cell's {@code store(...)} writes when the cell succeeds (and reports
 * a failed commit as an error). {@link #text()} holds the {@code print} output and {@code text(...)}
 * outputs in the order the cell produced them, an image as an {@code [image: MIME, N base64 chars]}
 * line (a text channel cannot carry it; {@link #outputs()} has the data), the pre-run check's
 * warnings, the last expression's value when the executor's limits ask for it, and for a failure
 * one report line: {@code ExecutionError: ZeroDivisionError: division by zero} and the traceback.
 */
public final class CellReport {
  /** What {@link #text()} says for a successful cell that printed and output nothing. */
  public static final String NO_OUTPUT = "(the cell produced no output; use text(...) or print(...))";

  private final CellOutcome outcome;
  private final List<Object> items;
  private final List<CheckReport.Diagnostic> warnings;
  private final List<String> notifications;
  private final String persistenceError;

  private CellReport(CellOutcome outcome, List<Object> items, List<CheckReport.Diagnostic> warnings,
      List<String> notifications, String persistenceError) {
    this.outcome = outcome;
    this.items = List.copyOf(items);
    this.warnings = List.copyOf(warnings);
    this.notifications = List.copyOf(notifications);
    this.persistenceError = persistenceError;
  }

  /**
   * Runs {@code source} as one cell on a fresh context over {@code store}, commits its writes if it
   * succeeds, and reports. {@code listener} also sees the cell's events live (e.g. to forward
   * {@code notify(...)} to a user).
   *
   * @return never completed exceptionally
   */
  public static CompletableFuture<CellReport> run(CodeExecutor executor, String source, ToolExecutor tools,
      CellStore store, Cancellation cancellation, CellListener listener) {
    Objects.requireNonNull(executor, "executor");
    Objects.requireNonNull(listener, "listener");
    Collector collector = new Collector(listener);
    CellContext context = new CellContext(store, CodeExecutor.metadataOf(tools), collector);
    return executor.executeModule(source, tools, cancellation, context)
        .handle((outcome, failure) -> {
          CellOutcome o = outcome != null ? outcome
              : new CellAbort.Internal(failure == null ? "no outcome" : failure.toString(), List.of());
          String persistence = null;
          if (o instanceof CellResult.Success) {
            try {
              context.commit();
            } catch (RuntimeException e) {
              persistence = "store(...) writes were not saved: " + e.getMessage();
            }
          }
          return new CellReport(o, collector.items(), context.takeWarnings(), collector.notifications(),
              persistence);
        });
  }

  /** {@link #run(CodeExecutor, String, ToolExecutor, CellStore, Cancellation, CellListener)} without a listener. */
  public static CompletableFuture<CellReport> run(CodeExecutor executor, String source, ToolExecutor tools,
      CellStore store, Cancellation cancellation) {
    return run(executor, source, tools, store, cancellation, CellListener.NONE);
  }

  /** How the cell ended. */
  public CellOutcome outcome() {
    return outcome;
  }

  /** Whether the model should read this as a failed call: the cell did not succeed, or its writes were lost. */
  public boolean isError() {
    return !(outcome instanceof CellResult.Success) || persistenceError != null;
  }

  /** The {@code text(...)} and {@code image(...)} outputs, in order. */
  public List<CellOutput> outputs() {
    List<CellOutput> out = new ArrayList<>();
    for (Object item : items) {
      if (item instanceof CellOutput o) {
        out.add(o);
      }
    }
    return out;
  }

  /** All {@code print} output. */
  public String printed() {
    StringBuilder sb = new StringBuilder();
    for (Object item : items) {
      if (item instanceof String s) {
        sb.append(s);
      }
    }
    return sb.toString();
  }

  /** The {@code notify(...)} messages, in order. */
  public List<String> notifications() {
    return notifications;
  }

  /** The pre-run check's warnings (the cell ran). */
  public List<CheckReport.Diagnostic> warnings() {
    return warnings;
  }

  /** The whole report as the model should read it. */
  public String text() {
    StringBuilder out = new StringBuilder();
    for (Object item : items) {
      String piece;
      if (item instanceof String printedText) {
        piece = printedText;
      } else if (item instanceof CellOutput.Text t) {
        piece = t.text();
      } else {
        CellOutput.Media m = (CellOutput.Media) item;
        piece = "[image: " + m.mimeType() + ", " + m.data().length() + " base64 chars]";
      }
      section(out, piece);
    }
    if (!warnings.isEmpty()) {
      section(out, "Check warnings (the cell ran):\n" + new CheckReport(warnings).format(Engine.FILENAME));
    }
    if (outcome instanceof CellResult.Success s) {
      if (!s.value().isNull()) {
        section(out, "Value: " + s.value());
      }
      if (persistenceError != null) {
        section(out, "PersistenceError: " + persistenceError);
      } else if (out.length() == 0) {
        out.append(NO_OUTPUT);
      }
    } else {
      section(out, failureText(outcome));
    }
    return out.toString().stripTrailing();
  }

  /** Appends {@code piece}, starting it on a new line when what came before did not end one. */
  private static void section(StringBuilder out, String piece) {
    if (out.length() > 0 && out.charAt(out.length() - 1) != '\n') {
      out.append('\n');
    }
    out.append(piece);
  }

  /**
   * One report for a cell that did not succeed: {@code KIND: message}, then the traceback when there
   * is one; {@code null} for a success.
   */
  public static String failureText(CellOutcome outcome) {
    if (outcome instanceof CellResult.Failure f) {
      CellDiagnostic d = f.diagnostic();
      String kind = switch (d.kind()) {
        case PARSE_ERROR -> "ParseError";
        case EXECUTION_ERROR -> "ExecutionError";
        case LIMIT_EXCEEDED -> "LimitExceeded";
        case CHECK_ERROR -> "CheckError";
      };
      return kind + ": " + d.message() + d.traceback().map(t -> "\n\n" + t.stripTrailing()).orElse("");
    } else if (outcome instanceof CellAbort.Cancelled) {
      return "Cancelled: the cell was cancelled";
    } else if (outcome instanceof CellAbort.Tool t) {
      return "ToolError: a fatal tool error ended the cell: " + t.error().message();
    } else if (outcome instanceof CellAbort.Internal i) {
      return "InternalError: " + i.message();
    }
    return null;
  }

  /** Collects prints (merged) and outputs in order; forwards everything to the caller's listener. */
  private static final class Collector implements CellListener {
    private final CellListener forward;
    private final List<Object> items = new ArrayList<>();
    private final List<String> notifications = new ArrayList<>();

    Collector(CellListener forward) {
      this.forward = forward;
    }

    @Override
    public synchronized void onPrint(String text) {
      int last = items.size() - 1;
      if (last >= 0 && items.get(last) instanceof StringBuilder previous) {
        previous.append(text);
      } else {
        items.add(new StringBuilder(text));
      }
      forward.onPrint(text);
    }

    @Override
    public synchronized void onOutput(CellOutput output) {
      items.add(output);
      forward.onOutput(output);
    }

    @Override
    public synchronized void onNotification(String message) {
      notifications.add(message);
      forward.onNotification(message);
    }

    synchronized List<Object> items() {
      List<Object> copy = new ArrayList<>();
      items.forEach(item -> copy.add(item instanceof StringBuilder sb ? sb.toString() : item));
      return copy;
    }

    synchronized List<String> notifications() {
      return new ArrayList<>(notifications);
    }
  }
}
