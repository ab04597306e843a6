/*
 * The model's view of a host's tools, as public API: the text that teaches a model to write a
 * cell, and the tools as Python signatures, generated from the neutral ToolMetadata every tool
 * source provides. The MCP server, the framework adapters and any Java host use this one
 * generator, so the model sees the same signatures everywhere.
 */
package dev.krait.runtime;

import dev.krait.runtime.internal.CompositeTools;
import dev.krait.runtime.internal.PythonStubs;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Describes tools to a model for code mode.
 *
 * <pre>{@code
 * CodeMode mode = CodeMode.describe(tools, limits);
 * String toolDescription = mode.description();   // the description of your "run_python" tool
 * ToolExecutor cellTools = mode.tools();          // pass these to executeModule
 * }</pre>
 *
 * <p>{@link #description()} explains how to write a cell (top-level await, keyword calls,
 * concurrency, {@code ToolError}, {@code text}/{@code print}, {@code store}/{@code load}, limits)
 * and lists the tools as Python stubs ({@link #signatures()}): keyword-only parameters with types
 * from the input schema ({@code str}, {@code int}, {@code Literal[...]}, {@code list[...]}, nested
 * objects as {@code TypedDict}s), defaults, {@code | None = None} for optional ones, the description
 * and per-argument notes as a docstring, and the return type from the output schema. With more
 * tools than the {@linkplain Builder#catalogueLimit catalogue limit} (default 30) the description
 * lists only their names, and {@link #tools()} adds two tools a cell uses to find the rest:
 * {@code await tools.search_tools(query="...")} and {@code await tools.describe_tool(name="...")}.
 *
 * <p>Immutable; build one per set of tools and reuse it.
 */
public final class CodeMode {
  /** Above this many tools, the description offers search instead of the full list. */
  public static final int DEFAULT_CATALOGUE_LIMIT = 30;
  /** The name of the catalogue search helper. */
  public static final String SEARCH_TOOLS = "search_tools";
  /** The name of the catalogue lookup helper. */
  public static final String DESCRIBE_TOOL = "describe_tool";

  private final List<ToolMetadata> catalogue;
  private final ToolExecutor tools;
  private final boolean searching;
  private final String signatures;
  private final String description;

  private CodeMode(Builder b) {
    this.catalogue = List.copyOf(b.tools.metadata());
    this.searching = catalogue.size() > b.catalogueLimit;
    if (searching) {
      for (ToolMetadata t : catalogue) {
        if (t.identifier().equals(SEARCH_TOOLS) || t.identifier().equals(DESCRIBE_TOOL)) {
          throw new IllegalArgumentException("a tool is named " + t.name()
              + ", which code mode uses for catalogue search; rename it or raise the catalogue limit");
        }
      }
      this.tools = new CompositeTools(List.of(b.tools, helpers(catalogue)));
    } else {
      this.tools = b.tools;
    }
    this.signatures = signatures(catalogue);
    this.description = text(catalogue, searching, signatures, b.limits);
  }

  /** The code-mode view of {@code tools} under {@code limits}, with the default catalogue limit. */
  public static CodeMode describe(ToolExecutor tools, CellLimits limits) {
    return builder(tools).limits(limits).build();
  }

  /** A builder over these tools. */
  public static Builder builder(ToolExecutor tools) {
    return new Builder(tools);
  }

  /** The description of the code-mode tool: how to write a cell, then the tools (or how to find them). */
  public String description() {
    return description;
  }

  /** Every tool as a Python stub (valid Python, with the typing import first); empty without tools. */
  public String signatures() {
    return signatures;
  }

  /** The tools to run cells with: the given ones, plus the catalogue helpers when {@link #searching()}. */
  public ToolExecutor tools() {
    return tools;
  }

  /** Whether there are too many tools to list, so cells find them with the catalogue helpers. */
  public boolean searching() {
    return searching;
  }

  /** The stubs of {@code tools}, TypedDicts shared across them, after one typing import. */
  public static String signatures(List<ToolMetadata> tools) {
    if (tools.isEmpty()) {
      return "";
    }
    PythonStubs stubs = new PythonStubs();
    StringBuilder out = new StringBuilder(PythonStubs.IMPORTS).append("\n\n");
    for (ToolMetadata t : tools) {
      out.append(stub(stubs, t)).append("\n");
    }
    return out.toString().stripTrailing() + "\n";
  }

  /** One tool's stub: the TypedDicts it uses, its {@code async def} line and its docstring. */
  public static String stub(ToolMetadata tool) {
    return stub(new PythonStubs(), tool);
  }

  /** One tool's {@code async def} line, e.g. {@code async def get_forecast(*, city: str, days: int = 1) -> Any}. */
  public static String signature(ToolMetadata tool) {
    if (tool.inputSchema().isEmpty()) {
      return PythonStubs.untypedSignature(tool.identifier());
    }
    return new PythonStubs().signature(tool.identifier(), tool.inputSchema().get(), tool.outputSchema());
  }

  private static String stub(PythonStubs stubs, ToolMetadata tool) {
    if (tool.inputSchema().isEmpty()) {
      return PythonStubs.untypedStub(tool.identifier(), tool.description());
    }
    return stubs.stub(tool.identifier(), tool.description(), tool.inputSchema().get(), tool.outputSchema());
  }

  private static String text(List<ToolMetadata> catalogue, boolean searching, String signatures, CellLimits limits) {
    StringBuilder d = new StringBuilder();
    d.append("Run a Python cell in a sandboxed interpreter (Krait) and return its output. ")
        .append("Use it to call the tools below from code: loop, filter, aggregate, and report only what matters.\n\n")
        .append("How to write a cell:\n")
        .append("- Top-level `await` works. Call a tool as `await tools.NAME(arg=value, ...)` (keyword arguments, ")
        .append("or one dict). Results are plain JSON values (dict, list, str, int, float, bool, None).\n")
        .append("- Calls start when made and run concurrently: `import asyncio` then ")
        .append("`results = await asyncio.gather(*(tools.NAME(x=v) for v in values))`.\n")
        .append("- A failed call raises `ToolError` (catch it with `except ToolError as e:`; `str(e)` is the message). ")
        .append("Arguments are checked against the tool's schema before the call is sent.\n")
        .append("- Report with `text(value)` (str as is, anything else as JSON) and `print(...)`; ")
        .append("`image(obj)` shows an image (an image result of a tool can be passed as is).\n")
        .append("- `store(key, value)` / `load(key)` keep JSON state across cells (saved only when a cell succeeds); ")
        .append("`notify(msg)` sends a progress message; `ALL_TOOLS` lists tools (.name, .description, .input_schema).\n")
        .append("- Each cell is checked before it runs: unknown tools, unknown or missing keyword arguments and ")
        .append("literal arguments that break a tool's schema are all reported at once, and then nothing runs ")
        .append("(no tool is called): fix them and send the cell again. Warnings (a module Krait lacks, a name ")
        .append("never assigned, a tool result used without `await`) are shown beside the output.\n")
        .append("- Each cell starts with fresh globals. Most of the standard library is there (json, re, datetime, ")
        .append("math, collections, itertools...); files, network, processes and Java are not.\n")
        .append(limits.lastExpressionValue()
            ? "- The value of the cell's last expression (as in a notebook) is reported after the output.\n" : "")
        .append("- Limits per cell: ").append(seconds(limits)).append(" of CPU (waiting on tools is free), ")
        .append(limits.heapBytes() >> 20).append(" MiB of memory.\n");
    if (catalogue.isEmpty()) {
      d.append("\nNo tools are connected: the cell can only compute.\n");
    } else if (searching) {
      d.append("\n").append(catalogue.size()).append(" tools are available, too many to list here. ")
          .append("Find them from inside a cell:\n")
          .append("```python\n")
          .append("async def search_tools(*, query: str, limit: int = 10) -> list[ToolMatch]  ")
          .append("# ToolMatch: {\"name\": str, \"signature\": str, \"description\": str}\n")
          .append("async def describe_tool(*, name: str) -> str  # full signature and documentation\n")
          .append("```\n")
          .append("e.g. `text(await tools.search_tools(query=\"weather forecast\"))`, then call `await tools.NAME(...)`.\n")
          .append("Tool names: ");
      List<String> names = new ArrayList<>();
      catalogue.forEach(t -> names.add(t.identifier()));
      d.append(String.join(", ", names)).append("\n");
    } else {
      d.append("\nTools (call as `await tools.NAME(...)`):\n```python\n").append(signatures).append("```\n");
    }
    return d.toString();
  }

  private static String seconds(CellLimits limits) {
    long ms = limits.timeout().toMillis();
    return ms % 1000 == 0 ? (ms / 1000) + "s" : (ms / 1000.0) + "s";
  }

  // ---------------------------------------------------------------- catalogue helpers

  private static ToolExecutor helpers(List<ToolMetadata> catalogue) {
    JsonNodeFactory f = JsonNodeFactory.instance;
    ObjectNode searchInput = f.objectNode().put("type", "object");
    searchInput.putObject("properties").set("query", f.objectNode().put("type", "string")
        .put("description", "Words to look for in tool names and descriptions."));
    ((ObjectNode) searchInput.get("properties")).set("limit", f.objectNode().put("type", "integer")
        .put("minimum", 1).put("default", 10));
    searchInput.putArray("required").add("query");
    searchInput.put("additionalProperties", false);
    ObjectNode match = f.objectNode().put("type", "object").put("title", "ToolMatch");
    ObjectNode props = match.putObject("properties");
    props.set("name", f.objectNode().put("type", "string"));
    props.set("signature", f.objectNode().put("type", "string"));
    props.set("description", f.objectNode().put("type", "string"));
    match.putArray("required").add("name").add("signature").add("description");
    ObjectNode searchOutput = f.objectNode().put("type", "array");
    searchOutput.set("items", match);
    ObjectNode describeInput = f.objectNode().put("type", "object");
    describeInput.putObject("properties").set("name", f.objectNode().put("type", "string")
        .put("description", "The tool's name, e.g. \"get_forecast\" or \"tools.get_forecast\"."));
    describeInput.putArray("required").add("name");
    describeInput.put("additionalProperties", false);
    return ToolExecutor.builder()
        .tool(ToolMetadata.of(SEARCH_TOOLS, "Search the tool catalogue; the best matches first.", searchInput,
            searchOutput), input -> search(catalogue, input))
        .tool(ToolMetadata.of(DESCRIBE_TOOL, "The full Python signature and documentation of one tool.",
            describeInput, f.objectNode().put("type", "string")), input -> describeOne(catalogue, input))
        .build();
  }

  private static JsonNode search(List<ToolMetadata> catalogue, JsonNode input) {
    String query = input.path("query").asString("").toLowerCase(Locale.ROOT);
    int limit = input.path("limit").asInt(10);
    String[] words = query.split("[^\\p{L}\\p{N}]+");
    Map<ToolMetadata, Integer> scores = new LinkedHashMap<>();
    for (ToolMetadata t : catalogue) {
      String name = t.identifier().toLowerCase(Locale.ROOT);
      String text = (t.description() + " " + t.inputSchema().map(JsonNode::toString).orElse(""))
          .toLowerCase(Locale.ROOT);
      int score = 0;
      for (String w : words) {
        if (!w.isEmpty()) {
          score += (name.contains(w) ? 3 : 0) + (text.contains(w) ? 1 : 0);
        }
      }
      if (score > 0 || query.isBlank()) {
        scores.put(t, score);
      }
    }
    ArrayNode out = JsonNodeFactory.instance.arrayNode();
    scores.entrySet().stream()
        .sorted(Map.Entry.<ToolMetadata, Integer>comparingByValue(Comparator.reverseOrder()))
        .limit(limit)
        .forEach(e -> {
          ObjectNode o = out.addObject();
          o.put("name", e.getKey().identifier());
          o.put("signature", signature(e.getKey()));
          String d = e.getKey().description().strip();
          int nl = d.indexOf('\n');
          o.put("description", nl < 0 ? d : d.substring(0, nl));
        });
    return out;
  }

  private static JsonNode describeOne(List<ToolMetadata> catalogue, JsonNode input) {
    String name = input.path("name").asString("");
    String bare = name.startsWith("tools.") ? name.substring(6) : name;
    for (ToolMetadata t : catalogue) {
      if (t.identifier().equals(bare) || t.name().equals(bare)) {
        return JsonNodeFactory.instance.stringNode(stub(t));
      }
    }
    throw ToolException.failed("no tool named " + name + "; use search_tools(query=...) to find one");
  }

  /** Configures a {@link CodeMode}. */
  public static final class Builder {
    private final ToolExecutor tools;
    private CellLimits limits = CellLimits.defaults();
    private int catalogueLimit = DEFAULT_CATALOGUE_LIMIT;

    private Builder(ToolExecutor tools) {
      this.tools = Objects.requireNonNull(tools, "tools");
    }

    /** The limits the description states (default {@link CellLimits#defaults()}). */
    public Builder limits(CellLimits limits) {
      this.limits = Objects.requireNonNull(limits, "limits");
      return this;
    }

    /** Above this many tools, offer search helpers instead of listing every tool (default 30). */
    public Builder catalogueLimit(int limit) {
      if (limit < 0) {
        throw new IllegalArgumentException("catalogue limit must be >= 0");
      }
      this.catalogueLimit = limit;
      return this;
    }

    /**
     * The description and tools.
     *
     * @throws IllegalArgumentException if a tool is named like a catalogue helper while searching
     */
    public CodeMode build() {
      return new CodeMode(this);
    }
  }
}
