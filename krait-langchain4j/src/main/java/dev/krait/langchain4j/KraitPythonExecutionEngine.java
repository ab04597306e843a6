/*
 * A drop-in CodeExecutionEngine: where an application used LangChain4j's GraalVM Python engine
 * (a trusted GraalPy context per call, no host tools), this one runs the code as a sandboxed Krait
 * cell under limits, optionally with tools. It keeps that engine's contract: the value of the last
 * expression as a string, and an exception when the code fails.
 */
package dev.krait.langchain4j;

import dev.krait.runtime.Cancellation;
import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CellReport;
import dev.krait.runtime.CellResult;
import dev.krait.runtime.CellStore;
import dev.krait.runtime.CodeExecutor;
import dev.krait.runtime.ToolExecutor;
import dev.langchain4j.code.CodeExecutionEngine;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import tools.jackson.databind.JsonNode;

/**
 * Runs Python code in Krait for LangChain4j's {@link CodeExecutionEngine} contract.
 *
 * <pre>{@code
 * CodeExecutionEngine engine = new KraitPythonExecutionEngine();
 * engine.execute("sum(x * x for x in range(10))");   // "285"
 * }</pre>
 *
 * <p>{@link #execute} returns the value of the code's last expression: a {@code str} as is, any
 * other JSON value as JSON text ({@code 285}, {@code true}, {@code [1,2]}, {@code {"a":1}}), a value
 * JSON cannot carry as its {@code repr}. Code that ends without a value (an assignment, a
 * {@code print}, or an expression that is None) returns what it printed and passed to
 * {@code text(...)}, or {@code "null"} when there is none, as the GraalVM engine prints a None.
 * Code that fails throws {@link KraitExecutionException} whose message is the diagnostic
 * ({@code ExecutionError: ZeroDivisionError: division by zero} and the traceback).
 *
 * <p>Each call is a fresh cell: no globals survive, and no file, network, process or Java class is
 * reachable; tools, when given, are the only way out. Thread-safe.
 */
public final class KraitPythonExecutionEngine implements CodeExecutionEngine {
  private final CodeExecutor executor;
  private final ToolExecutor tools;
  private final CellStore store;

  /** An engine with the default limits (5 s of CPU, 64 MiB) and no tools. */
  public KraitPythonExecutionEngine() {
    this(builder());
  }

  private KraitPythonExecutionEngine(Builder b) {
    CodeExecutor base = b.executor != null ? b.executor
        : CodeExecutor.create(b.limits != null ? b.limits : CellLimits.defaults());
    this.executor = base.limits().lastExpressionValue() ? base
        : base.newBuilder().limits(base.limits().newBuilder().lastExpressionValue(true).build()).build();
    this.tools = b.tools;
    this.store = b.store;
  }

  /** A builder. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Runs {@code code} as one cell and returns its value (see the class comment).
   *
   * @throws KraitExecutionException if the code does not parse, raises, or exceeds a limit
   */
  @Override
  public String execute(String code) {
    Objects.requireNonNull(code, "code");
    Cancellation cancellation = Cancellation.create();
    CellReport report;
    try {
      report = CellReport.run(executor, code, tools, store, cancellation).get();
    } catch (InterruptedException e) {
      cancellation.cancel();
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while the cell ran", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("the cell could not run: " + e.getCause(), e.getCause());
    }
    if (!(report.outcome() instanceof CellResult.Success success) || report.isError()) {
      throw new KraitExecutionException(report.text(), report.outcome());
    }
    JsonNode value = success.value();
    if (!value.isNull()) {
      return value.isString() ? value.asString() : value.toString();
    }
    boolean silent = report.printed().isEmpty() && report.outputs().isEmpty();
    return silent ? "null" : report.text();
  }

  /** Configures a {@link KraitPythonExecutionEngine}. */
  public static final class Builder {
    private CellLimits limits;
    private CodeExecutor executor;
    private ToolExecutor tools = ToolExecutor.builder().build();
    private CellStore store = new NoStore();

    private Builder() {}

    /** The limits of each run (default {@link CellLimits#defaults()}); ignored with {@link #executor}. */
    public Builder limits(CellLimits limits) {
      this.limits = Objects.requireNonNull(limits, "limits");
      return this;
    }

    /** The executor to run on; its limits are kept, with the last expression's value turned on. */
    public Builder executor(CodeExecutor executor) {
      this.executor = Objects.requireNonNull(executor, "executor");
      return this;
    }

    /** Tools the code may call as {@code await tools.NAME(...)} (default: none). */
    public Builder tools(ToolExecutor tools) {
      this.tools = Objects.requireNonNull(tools, "tools");
      return this;
    }

    /** Where {@code store}/{@code load} keep state between runs (default: nothing is kept). */
    public Builder store(CellStore store) {
      this.store = Objects.requireNonNull(store, "store");
      return this;
    }

    /** The engine. */
    public KraitPythonExecutionEngine build() {
      return new KraitPythonExecutionEngine(this);
    }
  }

  /** The default store: each run starts empty and its writes are dropped, as fresh contexts are. */
  private static final class NoStore implements CellStore {
    @Override
    public java.util.Optional<JsonNode> load(String key) {
      return java.util.Optional.empty();
    }

    @Override
    public void commit(java.util.Map<String, JsonNode> writes) {
      // nothing is kept between runs
    }
  }
}
