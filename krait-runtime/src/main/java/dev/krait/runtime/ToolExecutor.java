/*
 * The host's tools as a cell sees them: a set of names and an asynchronous invoke.
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
 * <p>For plain synchronous Java functions use {@link #builder()}:
 * <pre>{@code
 * ToolExecutor tools = ToolExecutor.builder()
 *     .tool("echo", "Returns its input.", input -> input)
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
    private Executor executor;

    private Builder() {}

    /** Adds a synchronous tool. */
    public Builder tool(String name, String description, SyncTool body) {
      Objects.requireNonNull(body, "body");
      return add(name, description, null, body);
    }

    /** Adds an asynchronous tool. */
    public Builder asyncTool(String name, String description, AsyncTool body) {
      Objects.requireNonNull(body, "body");
      return add(name, description, body, null);
    }

    /** The executor that runs synchronous tools. */
    public Builder executor(Executor executor) {
      this.executor = Objects.requireNonNull(executor, "executor");
      return this;
    }

    private Builder add(String name, String description, AsyncTool async, SyncTool sync) {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(description, "description");
      if (tools.containsKey(name)) {
        throw new IllegalArgumentException("duplicate tool name: " + name);
      }
      tools.put(name, new MapToolExecutor.Entry(new ToolMetadata(name, description), async, sync));
      return this;
    }

    /** An immutable executor of the tools added so far. */
    public ToolExecutor build() {
      return new MapToolExecutor(tools, executor);
    }
  }
}
