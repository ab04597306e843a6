/*
 * How `krait run` shows a cell's events: plain (print and text on stdout, in order, as a user
 * expects from running a script) or --json (one JSON object per line, for tools that drive
 * krait as a subprocess).
 */
package dev.krait.cli;

import dev.krait.runtime.CellAbort;
import dev.krait.runtime.CheckReport;
import dev.krait.runtime.CellDiagnostic;
import dev.krait.runtime.CellListener;
import dev.krait.runtime.CellOutcome;
import dev.krait.runtime.CellOutput;
import dev.krait.runtime.CellResult;
import dev.krait.runtime.ImageDetail;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** Streams cell events to stdout. */
abstract class EventPrinter implements CellListener {
  protected final PrintStream out;

  EventPrinter(PrintStream out) {
    this.out = out;
  }

  /** Called once the cell has ended (only the JSON form prints a result object). */
  void result(CellOutcome outcome, int exitCode) {}

  /** The pending approvals of a suspended cell, whose snapshot is in {@code snapshot}. */
  abstract void approvals(CellResult.Suspended suspended, java.nio.file.Path snapshot);

  /** The command that continues a suspended cell, approving everything it waits for. */
  static String resumeHint(CellResult.Suspended suspended, java.nio.file.Path snapshot) {
    StringBuilder sb = new StringBuilder("krait resume ").append(snapshot);
    suspended.pending().forEach(r -> sb.append(" --approve ").append(r.id()));
    return sb.toString();
  }

  /** The pre-run check's warnings about a cell that ran anyway. */
  abstract void warnings(List<CheckReport.Diagnostic> warnings, String file);

  /** One diagnostic as JSON: severity, line, column, message. */
  static ObjectNode diagnostic(JsonMapper mapper, CheckReport.Diagnostic d) {
    return mapper.createObjectNode().put("severity", d.severity().name().toLowerCase(Locale.ROOT))
        .put("line", d.line()).put("column", d.column()).put("message", d.message());
  }

  /** Plain text: print output and text() outputs interleaved as emitted; notify() on stderr. */
  static final class Plain extends EventPrinter {
    private final PrintStream err;

    Plain(PrintStream out, PrintStream err) {
      super(out);
      this.err = err;
    }

    @Override
    public void onNotification(String message) {
      out.flush();
      err.println("notify: " + message);
    }

    @Override
    void warnings(List<CheckReport.Diagnostic> warnings, String file) {
      warnings.forEach(w -> err.println(w.format(file)));
    }

    @Override
    public void onPrint(String text) {
      out.print(text);
    }

    @Override
    void approvals(CellResult.Suspended suspended, java.nio.file.Path snapshot) {
      out.flush();
      JsonMapper mapper = JsonMapper.shared();
      suspended.pending().forEach(r -> err.println("approval needed: call " + r.id() + ": tools." + r.tool()
          + "(" + mapper.writeValueAsString(r.input()) + ")"));
      err.println("suspended: the snapshot is in " + snapshot + "; continue with: " + resumeHint(suspended, snapshot)
          + " (or --reject ID=REASON)");
    }

    @Override
    public void onOutput(CellOutput output) {
      if (output instanceof CellOutput.Text t) {
        out.println(t.text());
      } else if (output instanceof CellOutput.Media m) {
        out.println("[image " + m.mimeType() + ", " + m.data().length() + " base64 chars]");
      }
    }
  }

  /** JSON lines: {"event":"print"|"text"|"image"|"notify",...} then {"event":"result",...}. */
  static final class Json extends EventPrinter {
    private final JsonMapper mapper = JsonMapper.builder().build();

    Json(PrintStream out) {
      super(out);
    }

    private void emit(ObjectNode node) {
      out.println(mapper.writeValueAsString(node));
    }

    @Override
    public void onPrint(String text) {
      emit(mapper.createObjectNode().put("event", "print").put("text", text));
    }

    @Override
    public void onOutput(CellOutput output) {
      if (output instanceof CellOutput.Text t) {
        emit(mapper.createObjectNode().put("event", "text").put("text", t.text()));
      } else if (output instanceof CellOutput.Media m) {
        ObjectNode node = mapper.createObjectNode().put("event", "image").put("mimeType", m.mimeType())
            .put("data", m.data());
        m.detail().ifPresent(d -> node.put("detail", detailName(d)));
        emit(node);
      }
    }

    @Override
    public void onNotification(String message) {
      emit(mapper.createObjectNode().put("event", "notify").put("message", message));
    }

    @Override
    void warnings(List<CheckReport.Diagnostic> warnings, String file) {
      warnings.forEach(w -> emit(diagnostic(mapper, w).put("event", "warning")));
    }

    private java.nio.file.Path snapshot;

    @Override
    void approvals(CellResult.Suspended suspended, java.nio.file.Path snapshot) {
      this.snapshot = snapshot;
      suspended.pending().forEach(r -> {
        ObjectNode node = mapper.createObjectNode().put("event", "approval").put("id", r.id()).put("tool", r.tool());
        node.set("input", r.input());
        emit(node);
      });
    }

    @Override
    void result(CellOutcome outcome, int exitCode) {
      ObjectNode node = mapper.createObjectNode().put("event", "result").put("exitCode", exitCode)
          .put("toolCalls", outcome.toolCalls().size());
      if (outcome instanceof CellResult.Success) {
        node.put("status", "success");
      } else if (outcome instanceof CellResult.Suspended suspended) {
        node.put("status", "suspended").put("snapshot", String.valueOf(snapshot))
            .put("pending", suspended.pending().size());
      } else if (outcome instanceof CellResult.Failure failure) {
        CellDiagnostic d = failure.diagnostic();
        node.put("status", "failure").put("kind", switch (d.kind()) {
          case PARSE_ERROR -> "ParseError";
          case EXECUTION_ERROR -> "ExecutionError";
          case LIMIT_EXCEEDED -> "LimitExceeded";
          case CHECK_ERROR -> "CheckError";
        }).put("message", d.message());
        d.traceback().ifPresent(tb -> node.put("traceback", tb));
      } else if (outcome instanceof CellAbort.Cancelled) {
        node.put("status", "cancelled");
      } else if (outcome instanceof CellAbort.Tool tool) {
        node.put("status", "tool_error").put("message", tool.error().message());
      } else if (outcome instanceof CellAbort.Internal internal) {
        node.put("status", "internal_error").put("message", internal.message());
      }
      emit(node);
    }

    private static String detailName(ImageDetail detail) {
      return detail.name().toLowerCase(Locale.ROOT);
    }
  }
}
