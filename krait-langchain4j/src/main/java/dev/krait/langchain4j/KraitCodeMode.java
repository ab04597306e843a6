/*
 * Code mode for LangChain4j: the application's tools, as LangChain4j knows them, behind one
 * run_python tool. It is a ToolProvider because that is the one AiServices hook that is told the
 * invocation (memory id, invocation parameters) and can wrap another provider whose tools are only
 * known per invocation (MCP); for a fixed set of tools, tools() gives the plain map as well.
 */
package dev.krait.langchain4j;

import dev.krait.runtime.Cancellation;
import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CellListener;
import dev.krait.runtime.CellReport;
import dev.krait.runtime.CellStore;
import dev.krait.runtime.CodeExecutor;
import dev.krait.runtime.CodeMode;
import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.invocation.InvocationContext;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.service.tool.AiServiceTool;
import dev.langchain4j.service.tool.ToolExecutionResult;
import dev.langchain4j.service.tool.ToolExecutor;
import dev.langchain4j.service.tool.ToolProvider;
import dev.langchain4j.service.tool.ToolProviderRequest;
import dev.langchain4j.service.tool.ToolProviderResult;
import dev.langchain4j.service.tool.ToolService;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.function.Function;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * One LangChain4j tool, {@value #TOOL_NAME}, that runs a Python cell in Krait with the application's
 * tools callable as {@code await tools.NAME(...)}.
 *
 * <pre>{@code
 * KraitCodeMode codeMode = KraitCodeMode.builder()
 *     .tools(new WeatherTools(), new CalendarTools())   // objects with @Tool methods
 *     .toolProvider(mcpToolProvider)                     // optional: e.g. langchain4j-mcp's McpToolProvider
 *     .build();
 * Assistant assistant = AiServices.builder(Assistant.class)
 *     .chatModel(model)
 *     .toolProvider(codeMode)                            // the one line
 *     .build();
 * }</pre>
 *
 * <p>The tool's description is {@link CodeMode}'s: how to write a cell, then every wrapped tool as
 * a typed Python signature generated from its JSON Schema. Inside the cell a tool call runs the
 * tool's own LangChain4j executor with the invocation context of the {@code run_python} call, so
 * {@code @ToolMemoryId} and {@code InvocationParameters} arrive as usual. A {@code @Tool} method's
 * return value reaches the cell as JSON (records, lists, maps, numbers, strings; {@code void} is
 * {@code None}); a text result (MCP tools, hand-written executors) is parsed when it is a JSON
 * object or array and is a {@code str} otherwise; an exception or an error result raises
 * {@code ToolError} in the cell.
 *
 * <p>{@code store}/{@code load} state follows the chat memory id: by default one in-memory store
 * per memory id, for the life of this object; {@link Builder#stores} plugs in durable ones.
 * Writes are committed only when a cell succeeds. What the model reads back is
 * {@link CellReport#text()}; a failed cell is an error result.
 *
 * <p>Thread-safe; build one and share it between AI services.
 */
public final class KraitCodeMode implements ToolProvider {
  /** The name of the code-mode tool. */
  public static final String TOOL_NAME = "run_python";

  private final List<AiServiceTool> fixedTools;
  private final ToolProvider provider;
  private final CodeExecutor executor;
  private final Function<Object, CellStore> stores;
  private final int catalogueLimit;
  private final Executor toolExecutor;
  private final CellListener listener;

  private KraitCodeMode(Builder b) {
    this.fixedTools = List.copyOf(b.tools);
    this.provider = b.provider;
    this.executor = b.executor != null ? b.executor : CodeExecutor.create(b.limits != null ? b.limits : CellLimits.defaults());
    this.stores = b.stores != null ? b.stores : perMemoryId();
    this.catalogueLimit = b.catalogueLimit;
    this.toolExecutor = b.toolExecutor;
    this.listener = b.listener;
    // fail at build time on what would fail every call: duplicate names, helper-name clashes
    if (provider == null) {
      codeMode(fixedTools, null);
    }
  }

  /** A builder. */
  public static Builder builder() {
    return new Builder();
  }

  /** The executor cells run on (its limits are the ones the description states). */
  public CodeExecutor executor() {
    return executor;
  }

  /**
   * The code-mode tool for {@code AiServices.builder(...).tools(codeMode.tools())}.
   *
   * @throws IllegalStateException when a {@link Builder#toolProvider ToolProvider} is wrapped: its
   *     tools are known per invocation, so use {@code .toolProvider(codeMode)}
   */
  public Map<ToolSpecification, ToolExecutor> tools() {
    if (provider != null) {
      throw new IllegalStateException("a wrapped ToolProvider's tools are known only per invocation: "
          + "pass this object to AiServices.builder(...).toolProvider(...)");
    }
    Map<ToolSpecification, ToolExecutor> map = new LinkedHashMap<>();
    AiServiceTool tool = tool(fixedTools);
    map.put(tool.toolSpecification(), tool.toolExecutor());
    return map;
  }

  /** The description the model sees for a fixed set of tools (without a wrapped provider). */
  public String description() {
    return codeMode(fixedTools, null).description();
  }

  @Override
  public ToolProviderResult provideTools(ToolProviderRequest request) {
    List<AiServiceTool> all = new ArrayList<>(fixedTools);
    if (provider != null) {
      ToolProviderResult provided = provider.provideTools(request);
      if (provided != null) {
        all.addAll(provided.aiServiceTools());
      }
    }
    return ToolProviderResult.builder().add(tool(all)).build();
  }

  @Override
  public boolean isDynamic() {
    return provider != null && provider.isDynamic();
  }

  private CodeMode codeMode(List<AiServiceTool> tools, InvocationContext context) {
    return CodeMode.builder(LangChainTools.of(tools, context, toolExecutor))
        .limits(executor.limits()).catalogueLimit(catalogueLimit).build();
  }

  private AiServiceTool tool(List<AiServiceTool> tools) {
    ToolSpecification spec = ToolSpecification.builder()
        .name(TOOL_NAME)
        .description(codeMode(tools, null).description())
        .parameters(JsonObjectSchema.builder()
            .addStringProperty("code", "The Python cell to run (top-level await allowed).")
            .required("code")
            .additionalProperties(false)
            .build())
        .build();
    return AiServiceTool.builder().toolSpecification(spec).toolExecutor(new RunPython(tools)).build();
  }

  /** Runs one cell for one run_python call, blocking the calling thread (LangChain4j's contract). */
  private final class RunPython implements ToolExecutor {
    private final List<AiServiceTool> tools;

    RunPython(List<AiServiceTool> tools) {
      this.tools = tools;
    }

    @Override
    public String execute(ToolExecutionRequest request, Object memoryId) {
      return executeWithContext(request, InvocationContext.builder().chatMemoryId(memoryId).build()).resultText();
    }

    @Override
    public ToolExecutionResult executeWithContext(ToolExecutionRequest request, InvocationContext context) {
      String code = code(request.arguments());
      if (code == null) {
        return ToolExecutionResult.builder().isError(true)
            .resultText(TOOL_NAME + " needs a string argument 'code'").build();
      }
      Object memoryId = context == null || context.chatMemoryId() == null ? "default" : context.chatMemoryId();
      CellStore store = Objects.requireNonNull(stores.apply(memoryId), "the store of memory id " + memoryId);
      CodeMode mode = codeMode(tools, context);
      Cancellation cancellation = Cancellation.create();
      CellReport report;
      try {
        report = CellReport.run(executor, code, mode.tools(), store, cancellation, listener).get();
      } catch (InterruptedException e) {
        cancellation.cancel();
        Thread.currentThread().interrupt();
        return ToolExecutionResult.builder().isError(true).resultText("Cancelled: the cell was interrupted").build();
      } catch (ExecutionException e) {
        return ToolExecutionResult.builder().isError(true).resultText("InternalError: " + e.getCause()).build();
      }
      return ToolExecutionResult.builder().isError(report.isError()).result(report).resultText(report.text()).build();
    }
  }

  private static String code(String arguments) {
    if (arguments == null) {
      return null;
    }
    try {
      JsonNode node = LangChainTools.MAPPER.readTree(arguments);
      JsonNode code = node.get("code");
      return code != null && code.isString() ? code.asString() : null;
    } catch (JacksonException e) {
      return null;
    }
  }

  private static Function<Object, CellStore> perMemoryId() {
    Map<Object, CellStore> byId = new ConcurrentHashMap<>();
    return id -> byId.computeIfAbsent(id, k -> CellStore.inMemory());
  }

  /** Configures a {@link KraitCodeMode}. */
  public static final class Builder {
    private final List<AiServiceTool> tools = new ArrayList<>();
    private ToolProvider provider;
    private CellLimits limits;
    private CodeExecutor executor;
    private Function<Object, CellStore> stores;
    private int catalogueLimit = CodeMode.DEFAULT_CATALOGUE_LIMIT;
    private Executor toolExecutor;
    private CellListener listener = CellListener.NONE;

    private Builder() {}

    /**
     * Adds every {@code @Tool} method of these objects, as {@code AiServices.builder(...).tools(...)} would.
     *
     * @throws dev.langchain4j.service.IllegalConfigurationException if an object has no {@code @Tool} method
     */
    public Builder tools(Object... objectsWithTools) {
      for (Object o : objectsWithTools) {
        tools.addAll(ToolService.findTools(Objects.requireNonNull(o, "tool object")));
      }
      return this;
    }

    /** Adds a tool given as its specification and executor. */
    public Builder tool(ToolSpecification specification, ToolExecutor executor) {
      tools.add(AiServiceTool.builder()
          .toolSpecification(Objects.requireNonNull(specification, "specification"))
          .toolExecutor(Objects.requireNonNull(executor, "executor"))
          .build());
      return this;
    }

    /** Adds tools given as specifications and executors. */
    public Builder tools(Map<ToolSpecification, ToolExecutor> specifiedTools) {
      specifiedTools.forEach(this::tool);
      return this;
    }

    /**
     * Wraps a provider (e.g. langchain4j-mcp's {@code McpToolProvider}): it is asked for its tools on
     * every invocation, and they join the fixed ones in the cell and in the description.
     */
    public Builder toolProvider(ToolProvider provider) {
      this.provider = Objects.requireNonNull(provider, "provider");
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

    /**
     * The store of each chat memory id ({@code "default"} when the AI service has no memory id);
     * called on every {@code run_python} call, so return the same store for the same id. Default:
     * an in-memory store per id, kept as long as this object.
     */
    public Builder stores(Function<Object, CellStore> storeOfMemoryId) {
      this.stores = Objects.requireNonNull(storeOfMemoryId, "storeOfMemoryId");
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

    /** Where the wrapped tools' (blocking) executors run (default: Krait's shared tool pool). */
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
     * The code-mode tool.
     *
     * @throws IllegalArgumentException if two tools share a name, or one is named like a catalogue helper
     */
    public KraitCodeMode build() {
      return new KraitCodeMode(this);
    }
  }
}
