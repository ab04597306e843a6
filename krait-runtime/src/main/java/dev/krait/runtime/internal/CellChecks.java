/*
 * The runtime's side of the pre-run check: turns ToolMetadata into the neutral tool descriptions
 * krait-python's analysis reads (parameters from the input schema, literal arguments validated
 * by the same SchemaValidator that checks calls at run time), and its findings into a report.
 */
package dev.krait.runtime.internal;

import dev.krait.python.CellCheck;
import dev.krait.python.Program;
import dev.krait.runtime.CheckReport;
import dev.krait.runtime.ToolMetadata;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/** Runs the pre-run check of a cell against tools. */
public final class CellChecks {
  /** The globals every cell gets besides the builtins. */
  public static final Set<String> GLOBALS = Set.of("tools", "ALL_TOOLS", "text", "image", "notify", "store",
      "load", "yield_control", "exit");

  private CellChecks() {}

  /** A report and the program compiled while checking (null after a syntax error). */
  public record Checked(CheckReport report, Program program) {}

  /** Checks {@code source} against {@code tools}. */
  public static CheckReport check(String source, String filename, List<ToolMetadata> tools) {
    return checkAndCompile(source, filename, tools).report();
  }

  /** Checks {@code source} against {@code tools}, keeping the compiled program. */
  public static Checked checkAndCompile(String source, String filename, List<ToolMetadata> tools) {
    List<CellCheck.Tool> described = describeAll(tools);
    CellCheck.Result result = CellCheck.checkAndCompile(source, filename, described, GLOBALS);
    List<CheckReport.Diagnostic> out = new ArrayList<>();
    for (CellCheck.Diagnostic d : result.diagnostics()) {
      out.add(new CheckReport.Diagnostic(d.severity() == CellCheck.Severity.ERROR
          ? CheckReport.Severity.ERROR : CheckReport.Severity.WARNING, d.line(), d.column(), d.message()));
    }
    return new Checked(new CheckReport(out), result.program());
  }

  /** The tools last described (the same metadata objects, in order) and their descriptions. */
  private record Described(ToolMetadata[] from, List<CellCheck.Tool> tools) {}

  /** One entry: a host runs its cells against the same tools, cell after cell. */
  private static volatile Described lastDescribed;

  /** The check's view of {@code tools}, reused while the host passes the same metadata objects. */
  static List<CellCheck.Tool> describeAll(List<ToolMetadata> tools) {
    Described last = lastDescribed;
    if (last != null && last.from().length == tools.size()) {
      boolean same = true;
      for (int i = 0; i < last.from().length && same; i++) {
        // equal will do: some executors (the default metadata(), adapters) make new records per call
        same = last.from()[i] == tools.get(i) || last.from()[i].equals(tools.get(i));
      }
      if (same) {
        return last.tools();
      }
    }
    ToolMetadata[] from = tools.toArray(new ToolMetadata[0]);
    List<CellCheck.Tool> described = new ArrayList<>(from.length);
    for (ToolMetadata t : from) {
      described.add(describe(t));
    }
    described = List.copyOf(described);
    lastDescribed = new Described(from, described);
    return described;
  }

  /** Whether the report's errors are a syntax error (which the interpreter reports on its own). */
  public static boolean isSyntaxError(CheckReport report) {
    for (CheckReport.Diagnostic d : report.errors()) {
      String m = d.message();
      if (m.startsWith("SyntaxError: ") || m.startsWith("IndentationError: ") || m.startsWith("TabError: ")) {
        return true;
      }
    }
    return false;
  }

  /** The check's view of one tool. */
  static CellCheck.Tool describe(ToolMetadata t) {
    String identifier = t.identifier();
    if (t.inputSchema().isEmpty() || !t.inputSchema().get().isObject()) {
      return CellCheck.Tool.untyped(identifier);
    }
    JsonNode schema = t.inputSchema().get();
    boolean objectSchema = !schema.has("type") || "object".equals(schema.path("type").asString(""));
    if (!objectSchema || schema.has("anyOf") || schema.has("oneOf") || schema.has("allOf") || schema.has("$ref")) {
      return CellCheck.Tool.untyped(identifier); // a shape the keyword check cannot follow
    }
    PythonStubs.Params ps = PythonStubs.params(schema);
    List<CellCheck.Param> params = new ArrayList<>();
    for (PythonStubs.Param p : ps.params()) {
      params.add(new CellCheck.Param(p.name(), p.required(), p.acceptsNone()));
    }
    JsonNode additional = schema.get("additionalProperties");
    boolean open = additional == null || !(additional.isBoolean() && !additional.asBoolean());
    // An object schema without properties or a closed list (no "additionalProperties": false and no
    // properties at all) accepts any keyword: only the declared names are checked then.
    boolean openEnded = ps.openEnded() || open && ps.params().isEmpty();
    String label = "tools." + identifier;
    // the validator and the rendered parameters are looked up only when a literal or a message needs them
    CellCheck.ArgumentCheck arguments = (param, value) -> {
      Optional<SchemaValidator> validator = SchemaValidator.of(schema);
      if (validator.isEmpty()) {
        return List.of();
      }
      ObjectNode input = JsonNodeFactory.instance.objectNode();
      try {
        input.set(param, JsonBridge.toJson(value));
      } catch (JsonBridge.RejectedValue e) {
        return List.of();
      }
      List<String> problems = new ArrayList<>();
      for (String p : validator.get().problems(input, param)) {
        problems.add(label + ": " + p);
      }
      return problems;
    };
    return new CellCheck.Tool(identifier, true, params, openEnded, ps.dictOnly(),
        () -> new PythonStubs().parameters(identifier, schema), arguments);
  }
}
