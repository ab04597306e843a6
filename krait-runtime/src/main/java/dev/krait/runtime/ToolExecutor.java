/*
 * The host's tools as a cell sees them: a set of names, their metadata (schemas), and an
 * asynchronous invoke. The builder makes one from Java functions, typed by JSON Schemas given
 * outright or derived from Java records.
 */
package dev.krait.runtime;

import dev.krait.runtime.internal.MapToolExecutor;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import tools.jackson.databind.JsonNode;

/**
 * The tools a cell may call, as {@code await tools.NAME(...)}.
 *
 * <p>{@link #invoke} is called on the thread that runs the cell, at the moment Python calls the
 * tool (calls are admitted when called, not when awaited). It must return promptly and must not
 * block: start the work and return a future. Complete the future exceptionally with a
 * {@link ToolException} to report a {@link ToolError}; any other exception counts as
 * {@link ToolError.Failed} with the exception's message. When the cell ends, the
 * {@code cancellation} of every call still in flight is cancelled, and the cell's outcome is
 * published only after every future has completed; tools should observe their cancellation and
 * finish promptly.
 *
 * <p>When {@link #metadata()} gives a tool an input schema, the runtime validates every call
 * against it before {@code invoke} is called: an invalid input fails the call in the cell with a
 * {@code ToolError} that names the field and the rule ({@code tools.get_forecast: days: must be
 * >= 1 (got 0)}), and the tool never sees it.
 *
 * <p>For Java functions use {@link #builder()}:
 * <pre>{@code
 * record Forecast(String city, @Min(1) @Max(16) int days, Optional<Units> units) {}
 * enum Units { metric, imperial }
 * record Report(String city, List<Double> celsius) {}
 * ToolExecutor tools = ToolExecutor.builder()
 *     .tool("echo", "Returns its input.", input -> input)                  // untyped
 *     .tool("get_forecast", "Daily forecast.", Forecast.class, Report.class, // schemas from the records
 *         f -> new Report(f.city(), weather.daily(f.city(), f.days())))
 *     .tool(ToolMetadata.of("add", "Adds.", inputSchema, null), input -> ...) // schemas as JSON
 *     .build();
 * }</pre>
 */
public interface ToolExecutor {

  /** The tool names, in the order {@code ALL_TOOLS}-style listings should show them. */
  List<String> names();

  /**
   * Starts a tool call. Must not block.
   *
   * @param name one of {@link #names()}
   * @param input the JSON input (an object for keyword calls and for calls without arguments)
   * @param cancellation cancelled when the cell no longer needs the result
   */
  CompletableFuture<JsonNode> invoke(String name, JsonNode input, Cancellation cancellation);

  /** Name and description of each tool; by default the names with empty descriptions. */
  default List<ToolMetadata> metadata() {
    List<ToolMetadata> result = new ArrayList<>();
    for (String name : names()) {
      result.add(new ToolMetadata(name, ""));
    }
    return result;
  }

  /**
   * Whether a call to {@code name} needs a person's approval before it may start. Such a call is
   * not started when the cell makes it; when every task of the cell waits (on such calls only),
   * the cell ends as {@link CellResult.Suspended}. Default: no tool does.
   */
  default boolean requiresApproval(String name) {
    return false;
  }

  /** {@code tools} with the tools named in {@code gated} requiring approval (others as {@code tools} says). */
  static ToolExecutor requiringApproval(ToolExecutor tools, java.util.Collection<String> gated) {
    java.util.Set<String> names = java.util.Set.copyOf(gated);
    return new ToolExecutor() {
      @Override
      public List<String> names() {
        return tools.names();
      }

      @Override
      public CompletableFuture<JsonNode> invoke(String name, JsonNode input, Cancellation cancellation) {
        return tools.invoke(name, input, cancellation);
      }

      @Override
      public List<ToolMetadata> metadata() {
        return tools.metadata();
      }

      @Override
      public boolean requiresApproval(String name) {
        return names.contains(name) || tools.requiresApproval(name);
      }
    };
  }

  /** A builder for a tool executor made of Java functions. */
  static Builder builder() {
    return new Builder();
  }

  /** A synchronous tool body; runs on the builder's executor, never on the cell's thread. */
  @FunctionalInterface
  interface SyncTool {
    /** Returns the result, or throws ({@link ToolException} for a specific {@link ToolError}). */
    JsonNode call(JsonNode input) throws Exception;
  }

  /**
   * A typed synchronous tool body: its input is the JSON input converted to {@code I} with
   * Jackson (after validation against the schema derived from {@code I}); its result is converted
   * back to JSON.
   */
  @FunctionalInterface
  interface TypedTool<I, O> {
    /** Returns the result, or throws ({@link ToolException} for a specific {@link ToolError}). */
    O call(I input) throws Exception;
  }

  /** An asynchronous tool body, like {@link ToolExecutor#invoke} for one tool. */
  @FunctionalInterface
  interface AsyncTool {
    /** Starts the call without blocking. */
    CompletableFuture<JsonNode> call(JsonNode input, Cancellation cancellation);
  }

  /**
   * Collects tools, in order. Synchronous tools run on {@link #executor(Executor)}, by default a
   * shared pool of daemon threads that grows on demand and shrinks after 60 s idle.
   */
  final class Builder {
    private final Map<String, MapToolExecutor.Entry> tools = new LinkedHashMap<>();
    private final java.util.Set<String> gated = new java.util.HashSet<>();
    private String last;
    private Executor executor;

    private Builder() {}

    /** Adds a synchronous tool without schemas. */
    public Builder tool(String name, String description, SyncTool body) {
      return tool(new ToolMetadata(name, description), body);
    }

    /**
     * Adds a synchronous tool described by {@code metadata}: its input schema (if any) validates
     * every call, and with its output schema it is documented to the model.
     */
    public Builder tool(ToolMetadata metadata, SyncTool body) {
      Objects.requireNonNull(body, "body");
      return add(metadata, null, body);
    }

    /**
     * Adds a typed synchronous tool: the input and output schemas are derived from the Java types
     * (see {@link ToolSchemas}); the input reaches {@code body} as an {@code I}, the result is
     * converted to JSON. Pass {@code Object.class} or {@code JsonNode.class} as {@code output} for a
     * result without a schema.
     */
    public <I, O> Builder tool(String name, String description, Class<I> input, Class<O> output,
        TypedTool<I, O> body) {
      Objects.requireNonNull(input, "input");
      Objects.requireNonNull(output, "output");
      Objects.requireNonNull(body, "body");
      JsonNode outputSchema = output == Object.class || JsonNode.class.isAssignableFrom(output)
          ? null : ToolSchemas.of(output);
      ToolMetadata metadata = ToolMetadata.of(name, description, ToolSchemas.of(input), outputSchema);
      return add(metadata, null, MapToolExecutor.typed(metadata, input, body));
    }

    /** Adds an asynchronous tool without schemas. */
    public Builder asyncTool(String name, String description, AsyncTool body) {
      return asyncTool(new ToolMetadata(name, description), body);
    }

    /** Adds an asynchronous tool described by {@code metadata} (see {@link #tool(ToolMetadata, SyncTool)}). */
    public Builder asyncTool(ToolMetadata metadata, AsyncTool body) {
      Objects.requireNonNull(body, "body");
      return add(metadata, body, null);
    }

    /**
     * Makes the tool added last require approval (see {@link ToolExecutor#requiresApproval}).
     *
     * @throws IllegalStateException when no tool was added yet
     */
    public Builder requiresApproval() {
      if (last == null) {
        throw new IllegalStateException("requiresApproval() follows the tool(...) it applies to");
      }
      gated.add(last);
      return this;
    }

    /** The executor that runs synchronous tools. */
    public Builder executor(Executor executor) {
      this.executor = Objects.requireNonNull(executor, "executor");
      return this;
    }

    private Builder add(ToolMetadata metadata, AsyncTool async, SyncTool sync) {
      Objects.requireNonNull(metadata, "metadata");
      if (tools.containsKey(metadata.name())) {
        throw new IllegalArgumentException("duplicate tool name: " + metadata.name());
      }
      metadata.inputSchema().ifPresent(schema -> {
        if (!schema.isObject()) {
          throw new IllegalArgumentException("the input schema of " + metadata.name() + " is not a JSON object");
        }
      });
      tools.put(metadata.name(), new MapToolExecutor.Entry(metadata, async, sync));
      last = metadata.name();
      return this;
    }

    /** An immutable executor of the tools added so far. */
    public ToolExecutor build() {
      ToolExecutor built = new MapToolExecutor(tools, executor);
      return gated.isEmpty() ? built : requiringApproval(built, gated);
    }
  }
}
