/*
 * Code mode for Spring AI: one ToolCallback, run_python, over the application's ToolCallbacks and
 * ToolCallbackProviders (including Spring AI's MCP client callbacks). Providers are asked for their
 * callbacks each time the definition is built or a cell runs, because an MCP provider's tools can
 * change while the application runs.
 */
package dev.krait.spring.ai;

import dev.krait.runtime.Cancellation;
import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CellListener;
import dev.krait.runtime.CellReport;
import dev.krait.runtime.CellStore;
import dev.krait.runtime.CodeExecutor;
import dev.krait.runtime.CodeMode;
import dev.krait.runtime.ToolException;
import dev.krait.runtime.ToolExecutor;
import dev.krait.runtime.ToolMetadata;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import org.springframework.ai.chat.memory.ChatMemory;
import org.springframework.ai.chat.model.ToolContext;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.ToolCallbackProvider;
import org.springframework.ai.tool.definition.ToolDefinition;
import org.springframework.ai.tool.execution.ToolExecutionException;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * A Spring AI {@link ToolCallback} named {@value #TOOL_NAME} that runs a Python cell in Krait with
 * the wrapped callbacks callable as {@code await tools.NAME(...)}.
 *
 * <pre>{@code
 * KraitToolCallback codeMode = KraitToolCallback.builder()
 *     .toolCallbacks(ToolCallbacks.from(new WeatherTools()))   // @Tool methods, functions...
 *     .toolCallbackProviders(mcpToolCallbacks)                  // e.g. Spring AI's MCP client provider
 *     .build();
 * String answer = chatClient.prompt("Which city is warmest?").toolCallbacks(codeMode).call().content();
 * }</pre>
 *
 * <p>The definition's description is {@link CodeMode}'s: how to write a cell, then every wrapped
 * tool as a typed Python signature generated from its input schema. A call inside the cell runs the
 * wrapped callback with the {@link ToolContext} of the {@code run_python} call; its result (Spring
 * AI's JSON text) reaches the cell as the JSON value it encodes, or as a {@code str} when it is not
 * JSON; an exception raises {@code ToolError} with its message.
 *
 * <p>{@code store}/{@code load} state belongs to the conversation named by the tool context entry
 * {@link ChatMemory#CONVERSATION_ID} ({@code .toolContext(Map.of(ChatMemory.CONVERSATION_ID, id))}),
 * {@code "default"} without one; {@link Builder#stores} chooses where it is kept (in memory by
 * default). Writes are committed only when a cell succeeds. The result the model reads is
 * {@link CellReport#text()}.
 *
 * <p>Thread-safe.
 */
public final class KraitToolCallback implements ToolCallback {
  /** The name of the code-mode tool. */
  public static final String TOOL_NAME = "run_python";
  /** The conversation that {@code store}/{@code load} use when the tool context names none. */
  public static final String DEFAULT_CONVERSATION = "default";

  static final JsonMapper MAPPER = JsonMapper.builder().build();
  private static final String INPUT_SCHEMA = "{\"type\":\"object\",\"properties\":{\"code\":{\"type\":\"string\","
      + "\"description\":\"The Python cell to run (top-level await allowed).\"}},\"required\":[\"code\"],"
      + "\"additionalProperties\":false}";

  private final List<ToolCallback> callbacks;
  private final List<ToolCallbackProvider> providers;
  private final CodeExecutor executor;
  private final ConversationStores stores;
  private final int catalogueLimit;
  private final Executor toolExecutor;
  private final CellListener listener;

  private KraitToolCallback(Builder b) {
    this.callbacks = List.copyOf(b.callbacks);
    this.providers = List.copyOf(b.providers);
    this.executor = b.executor != null ? b.executor : CodeExecutor.create(b.limits);
    this.stores = b.stores != null ? b.stores : ConversationStores.inMemory();
    this.catalogueLimit = b.catalogueLimit;
    this.toolExecutor = b.toolExecutor;
    this.listener = b.listener;
    if (providers.isEmpty()) {
      codeMode(null);   // duplicate names and helper-name clashes fail here, not on every call
    }
  }

  /** A builder. */
  public static Builder builder() {
    return new Builder();
  }

  /** The executor cells run on. */
  public CodeExecutor executor() {
    return executor;
  }

  /** The callbacks a cell can call now: the given ones, then each provider's. */
  public List<ToolCallback> wrapped() {
    List<ToolCallback> all = new ArrayList<>(callbacks);
    for (ToolCallbackProvider p : providers) {
      for (ToolCallback c : p.getToolCallbacks()) {
        if (c != this) {
          all.add(c);
        }
      }
    }
    return all;
  }

  @Override
  public ToolDefinition getToolDefinition() {
    return ToolDefinition.builder()
        .name(TOOL_NAME)
        .description(codeMode(null).description())
        .inputSchema(INPUT_SCHEMA)
        .build();
  }

  @Override
  public String call(String toolInput) {
    return call(toolInput, null);
  }

  /**
   * Runs the cell in {@code toolInput}'s {@code code} and returns the report; a failed cell's
   * report is returned too (the model reads it and can fix the cell), as Spring AI does with tool
   * errors.
   */
  @Override
  public String call(String toolInput, ToolContext toolContext) {
    return run(toolInput, toolContext).text();
  }

  /** As {@link #call(String, ToolContext)}, with the whole report. */
  public CellReport run(String toolInput, ToolContext toolContext) {
    String code = code(toolInput);
    if (code == null) {
      throw new IllegalArgumentException(TOOL_NAME + " needs a string argument 'code'");
    }
    String conversation = conversation(toolContext);
    CellStore store = Objects.requireNonNull(stores.of(conversation), "the store of conversation " + conversation);
    CodeMode mode = codeMode(toolContext);
    Cancellation cancellation = Cancellation.create();
    try {
      return CellReport.run(executor, code, mode.tools(), store, cancellation, listener).get();
    } catch (InterruptedException e) {
      cancellation.cancel();
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while the cell ran", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("the cell could not run: " + e.getCause(), e.getCause());
    }
  }

  private CodeMode codeMode(ToolContext context) {
    return CodeMode.builder(tools(wrapped(), context)).limits(executor.limits()).catalogueLimit(catalogueLimit).build();
  }

  private ToolExecutor tools(List<ToolCallback> all, ToolContext context) {
    ToolExecutor.Builder b = ToolExecutor.builder();
    if (toolExecutor != null) {
      b.executor(toolExecutor);
    }
    for (ToolCallback c : all) {
      b.tool(metadata(c.getToolDefinition()), input -> invoke(c, input, context));
    }
    return b.build();
  }

  /** The neutral metadata of a Spring AI tool: name, description and its input schema. */
  static ToolMetadata metadata(ToolDefinition definition) {
    ObjectNode schema;
    try {
      JsonNode parsed = MAPPER.readTree(definition.inputSchema());
      schema = parsed instanceof ObjectNode o ? o : JsonNodeFactory.instance.objectNode().put("type", "object");
    } catch (JacksonException | IllegalArgumentException e) {
      schema = JsonNodeFactory.instance.objectNode().put("type", "object");
    }
    schema.remove("$schema");
    String description = definition.description() == null ? "" : definition.description();
    return new ToolMetadata(definition.name(), description, Optional.of(schema));
  }

  private static JsonNode invoke(ToolCallback callback, JsonNode input, ToolContext context) {
    String result;
    try {
      result = callback.call(MAPPER.writeValueAsString(input), context);
    } catch (ToolExecutionException e) {
      Throwable cause = e.getCause() != null ? e.getCause() : e;
      throw ToolException.failed(cause.getMessage() != null ? cause.getMessage() : cause.getClass().getSimpleName());
    }
    if (result == null) {
      return JsonNodeFactory.instance.nullNode();
    }
    try {
      return MAPPER.readTree(result);
    } catch (JacksonException e) {
      return JsonNodeFactory.instance.stringNode(result);
    }
  }

  private static String code(String toolInput) {
    if (toolInput == null) {
      return null;
    }
    try {
      JsonNode code = MAPPER.readTree(toolInput).get("code");
      return code != null && code.isString() ? code.asString() : null;
    } catch (JacksonException e) {
      return null;
    }
  }

  private static String conversation(ToolContext context) {
    if (context == null) {
      return DEFAULT_CONVERSATION;
    }
    Map<String, Object> map = context.getContext();
    Object id = map == null ? null : map.get(ChatMemory.CONVERSATION_ID);
    return id == null ? DEFAULT_CONVERSATION : id.toString();
  }

  /** Configures a {@link KraitToolCallback}. */
  public static final class Builder {
    private final List<ToolCallback> callbacks = new ArrayList<>();
    private final List<ToolCallbackProvider> providers = new ArrayList<>();
    private CellLimits limits = CellLimits.defaults();
    private CodeExecutor executor;
    private ConversationStores stores;
    private int catalogueLimit = CodeMode.DEFAULT_CATALOGUE_LIMIT;
    private Executor toolExecutor;
    private CellListener listener = CellListener.NONE;

    private Builder() {}

    /** Adds callbacks (e.g. {@code ToolCallbacks.from(new MyTools())}). */
    public Builder toolCallbacks(ToolCallback... callbacks) {
      return toolCallbacks(Arrays.asList(callbacks));
    }

    /** Adds callbacks. */
    public Builder toolCallbacks(List<? extends ToolCallback> callbacks) {
      callbacks.forEach(c -> this.callbacks.add(Objects.requireNonNull(c, "callback")));
      return this;
    }

    /** Adds providers, asked for their callbacks whenever the tool is described or called. */
    public Builder toolCallbackProviders(ToolCallbackProvider... providers) {
      return toolCallbackProviders(Arrays.asList(providers));
    }

    /** Adds providers. */
    public Builder toolCallbackProviders(List<? extends ToolCallbackProvider> providers) {
      providers.forEach(p -> this.providers.add(Objects.requireNonNull(p, "provider")));
      return this;
    }

    /** The limits of every cell (default {@link CellLimits#defaults()}); ignored with {@link #executor}. */
    public Builder limits(CellLimits limits) {
      this.limits = Objects.requireNonNull(limits, "limits");
      return this;
    }

    /** The executor that runs cells (default: {@code CodeExecutor.create(limits)}). */
    public Builder executor(CodeExecutor executor) {
      this.executor = Objects.requireNonNull(executor, "executor");
      return this;
    }

    /** Where each conversation's {@code store}/{@code load} state lives (default: in memory). */
    public Builder stores(ConversationStores stores) {
      this.stores = Objects.requireNonNull(stores, "stores");
      return this;
    }

    /** Above this many tools the description lists only names and the cell searches (default 30). */
    public Builder catalogueLimit(int limit) {
      if (limit < 0) {
        throw new IllegalArgumentException("catalogue limit must be >= 0");
      }
      this.catalogueLimit = limit;
      return this;
    }

    /** Where the wrapped (blocking) callbacks run (default: Krait's shared tool pool). */
    public Builder toolExecutor(Executor executor) {
      this.toolExecutor = Objects.requireNonNull(executor, "executor");
      return this;
    }

    /** Sees every cell's prints, outputs and {@code notify(...)} messages as they happen. */
    public Builder listener(CellListener listener) {
      this.listener = Objects.requireNonNull(listener, "listener");
      return this;
    }

    /**
     * The callback.
     *
     * @throws IllegalArgumentException if two tools share a name, or one is named like a catalogue helper
     */
    public KraitToolCallback build() {
      return new KraitToolCallback(this);
    }
  }
}
