/*
 * The pre-run check's public entry: static analysis of a cell against the tools it will get, on
 * Krait's own AST, before anything runs. The host describes its tools with the neutral records
 * below (krait-python knows no JSON Schema); the runtime builds them from ToolMetadata.
 */
package dev.krait.python;

import dev.krait.python.check.Checker;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;

/** Checks a cell before it runs. */
public final class CellCheck {
  private CellCheck() {}

  /** Errors stop the cell from running; warnings are reported beside a normal run. */
  public enum Severity { ERROR, WARNING }

  /**
   * One finding. {@code line} is 1-based and {@code column} 1-based (in code points), as compilers
   * print them: {@code FILE:LINE:COL: error: message}.
   */
  public record Diagnostic(Severity severity, int line, int column, String message) {
    public Diagnostic {
      Objects.requireNonNull(severity, "severity");
      Objects.requireNonNull(message, "message");
    }
  }

  /** A keyword parameter of a tool: required, and whether None may be passed. */
  public record Param(String name, boolean required, boolean acceptsNone) {}

  /** Validates a literal argument value (a host value: null, Boolean, Long, Double, String, List, Map). */
  @FunctionalInterface
  public interface ArgumentCheck {
    /** The problems of {@code value} for {@code param}, as full messages; empty when it is fine. */
    List<String> check(String param, Object value);
  }

  /**
   * A tool as the check sees it.
   *
   * @param identifier its attribute in {@code tools}
   * @param typed whether its parameters are known (an input schema); untyped tools are only
   *     checked for their name and the shape of the call
   * @param params the keyword parameters, when typed
   * @param openEnded whether keywords beyond {@code params} are accepted
   * @param dictOnly whether some parameter names are not identifiers (call with one dict)
   * @param parameters the parameters as a signature lists them, for messages ({@code id: int});
   *     asked for only when a message needs them
   * @param arguments validates literal argument values (may be null)
   */
  public record Tool(String identifier, boolean typed, List<Param> params, boolean openEnded, boolean dictOnly,
      Supplier<String> parameters, ArgumentCheck arguments) {
    public Tool {
      Objects.requireNonNull(identifier, "identifier");
      params = List.copyOf(params);
      Objects.requireNonNull(parameters, "parameters");
    }

    /** A tool known only by name. */
    public static Tool untyped(String identifier) {
      return new Tool(identifier, false, List.of(), true, false, () -> "", null);
    }
  }

  /**
   * Checks {@code source}. Syntax errors (from the parser and the compiler) are errors and end the
   * analysis. Then: errors for calls of unknown tools, unknown or missing keyword arguments, and
   * literal arguments that break the tool's schema; warnings for imports of modules Krait does not
   * provide (outside a {@code try} that catches ImportError), names bound nowhere in the cell, and
   * tool-call results used without {@code await}. Diagnostics come in source order.
   *
   * @param globals the names the host injects besides the builtins (e.g. {@code tools}, {@code text})
   */
  public static List<Diagnostic> check(String source, String filename, List<Tool> tools, Set<String> globals) {
    return new Checker(tools, globals).check(source, filename);
  }

  /**
   * The diagnostics and, when the source compiled, the program: a host that runs the cell after
   * checking it starts this program instead of compiling the source again.
   */
  public record Result(List<Diagnostic> diagnostics, Program program) {
    public Result {
      diagnostics = List.copyOf(diagnostics);
    }
  }

  /** As {@link #check}, also keeping the compiled program (null after a syntax error). */
  public static Result checkAndCompile(String source, String filename, List<Tool> tools, Set<String> globals) {
    Checker checker = new Checker(tools, globals);
    List<Diagnostic> diagnostics = checker.check(source, filename);
    return new Result(diagnostics, checker.program());
  }

  /** The module names a cell may import. */
  public static Set<String> modules() {
    return Checker.modules();
  }
}
